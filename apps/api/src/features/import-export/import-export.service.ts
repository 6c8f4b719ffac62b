import type { Readable } from 'node:stream';
import { type TransferEntity, type TransferParams } from '@app/domain';
import { type UserCtx } from '../../core/service-context';
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
import { readRows } from './import-parse';
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

export { importFile } from './import.service';
export { readRows };
