import type { Readable } from 'node:stream';
import {
  IMPORT_MAX_ERRORS,
  IMPORT_PREVIEW_ROWS,
  type ImportOptions,
  type ImportResult,
  type ImportRowError,
  type TransferEntity,
  type TransferParams,
} from '@app/domain';
import { inTransaction, type UserCtx } from '../../core/service-context';
import { assertAccess } from '../../security/access';
import { maskedFromLast4 } from '../../security/sensitive-field';
import * as audit from '../audit/audit.service';
import { exportStream } from './export-stream';
import {
  clientsAfter,
  organizationsAfter,
  type ClientExportRow,
  type OrganizationExportRow,
} from './import-export.repo';
import { readRows, type FileRow } from './import-parse';
import { clientWriter, organizationWriter, type RowWriter } from './import-rows';
import { SAMPLES } from './samples';

const PAGE = 1000;

function clientRecord(row: ClientExportRow): Record<string, unknown> {
  const { ssnLast4, ...rest } = row;
  return { ...rest, ssn: maskedFromLast4(ssnLast4), createdAt: new Date(row.createdAt).toISOString() };
}

function organizationRecord(row: OrganizationExportRow): Record<string, unknown> {
  const { einLast4, ...rest } = row;
  // An SSN used as tax id is sensitive (docs/decisions/4-security.md): only its masked form leaves the server.
  return {
    ...rest,
    ein: row.einType === 'ssn' ? maskedFromLast4(einLast4) : row.ein,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Every live record, one keyset page at a time (100,000 clients never sit in memory together). */
async function* records(ctx: UserCtx, entity: TransferEntity): AsyncGenerator<Record<string, unknown>> {
  let after = 0;
  for (;;) {
    const page =
      entity === 'clients' ? await clientsAfter(ctx.db, after, PAGE) : await organizationsAfter(ctx.db, after, PAGE);
    for (const row of page)
      yield entity === 'clients'
        ? clientRecord(row as ClientExportRow)
        : organizationRecord(row as OrganizationExportRow);
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

export interface FileDownload {
  filename: string;
  contentType: string;
  stream: Readable;
}

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

/**
 * GET /api/export/{entity}/{format}: streamed from the database; written to the audit log. The export
 * flag is extra (docs/decisions/4-security.md): the caller must also be allowed to read what is exported.
 */
export async function exportFile(ctx: UserCtx, { entity, format }: TransferParams): Promise<FileDownload> {
  assertAccess(ctx, { permission: [entity, 'read'] });
  await audit.record(ctx, { action: 'export', entityType: entity, detail: { format } });
  const day = ctx.now().toISOString().slice(0, 10);
  return {
    filename: `${entity}-${day}.${format}`,
    contentType: CONTENT_TYPES[format],
    stream: exportStream(entity, format, records(ctx, entity)),
  };
}

/** GET /api/export/samples/{entity}/{format}: the columns an import reads, with two example rows. */
export function sampleFile({ entity, format }: TransferParams): FileDownload {
  async function* rows() {
    yield* SAMPLES[entity];
  }
  return {
    filename: `${entity}-sample.${format}`,
    contentType: CONTENT_TYPES[format],
    stream: exportStream(entity, format, rows()),
  };
}

/** Thrown inside the transaction to roll it back; carries the answer. */
class Rejected extends Error {
  constructor(readonly result: ImportResult) {
    super(result.message);
  }
}

/**
 * POST /api/import/{entity}/{format}: all or nothing unless `skipBadRows`; `preview` checks every
 * row and answers the first ones and the errors without saving. Answers `{status, result}`: 400
 * when rows were bad and nothing was saved.
 */
export async function importFile(
  ctx: UserCtx,
  { entity }: TransferParams,
  rows: AsyncIterable<FileRow>,
  options: ImportOptions,
): Promise<{ status: 200 | 400; result: ImportResult }> {
  const writer: RowWriter<unknown> = (
    entity === 'clients' ? clientWriter() : organizationWriter()
  ) as RowWriter<unknown>;
  const errors: ImportRowError[] = [];
  let total = 0;
  let bad = 0;
  const preview: Array<Record<string, unknown>> = [];
  const note = (found: ImportRowError[]) => {
    if (!found.length) return;
    bad++;
    errors.push(...found.slice(0, Math.max(0, IMPORT_MAX_ERRORS - errors.length)));
  };
  const run = async (tx: UserCtx | null) => {
    for await (const row of rows) {
      total++;
      const checked = writer.validate(row);
      if (!checked.ok) note(checked.errors);
      else if (options.preview) {
        if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(writer.preview(checked.data));
      } else if (tx && (bad === 0 || options.skipBadRows)) note(await writer.add(tx, checked.data, row.row));
    }
    if (tx) await writer.flush(tx);
  };
  if (options.preview) {
    await run(null);
    const message = `${total - bad} of ${total} rows are ready to import${bad ? `; ${bad} have errors` : ''}`;
    return { status: 200, result: { message, imported: 0, skipped: bad, total, errors, preview } };
  }
  try {
    return await inTransaction(ctx, async (tx) => {
      await run(tx as UserCtx);
      if (total === 0)
        throw new Rejected({ message: 'The file has no rows to import', imported: 0, skipped: 0, total, errors });
      if (bad && !options.skipBadRows) {
        throw new Rejected({
          message: `Nothing was imported: ${bad} of ${total} rows have errors`,
          imported: 0,
          skipped: 0,
          total,
          errors,
        });
      }
      const ids = writer.created();
      await audit.record(tx, {
        action: 'import',
        entityType: entity === 'clients' ? 'client' : 'organization',
        detail: { imported: ids.length, skipped: bad, firstId: ids[0] ?? null, lastId: ids[ids.length - 1] ?? null },
      });
      const message = `Imported ${ids.length} ${entity}${bad ? `; skipped ${bad} rows with errors` : ''}`;
      return { status: 200 as const, result: { message, imported: ids.length, skipped: bad, total, errors } };
    });
  } catch (error) {
    if (error instanceof Rejected) return { status: 400, result: error.result };
    throw error;
  }
}

export { readRows };
