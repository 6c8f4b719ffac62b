import {
  IMPORT_MAX_ERRORS,
  IMPORT_PREVIEW_ROWS,
  type ImportOptions,
  type ImportResult,
  type ImportRowError,
  type TransferEntity,
  type TransferParams,
} from '@app/domain';
import { eventLoopTurns } from '@app/db';
import { inTransaction, type UserCtx } from '../../core/service-context';
import * as audit from '../audit/audit.service';
import { deleteImported } from './import-export.repo';
import type { FileRow } from './import-parse';
import { clientWriter, organizationWriter, type RowWriter } from './import-rows';

/**
 * On embedded PGlite an open transaction holds the process's only connection, so an import writes
 * in parts of about this long: a colleague's request waits at most that long behind a 10 MB import
 * (docs/request-limits.md). PostgreSQL takes the whole file in one transaction, which blocks
 * nobody there.
 */
const PGLITE_PART_MS = 100;
/**
 * The first part's rows; each later part has as many rows as the part before wrote in
 * PGLITE_PART_MS, within these bounds. A part has a fixed cost (its transaction, its statements'
 * triggers): 20,000 clients took 15.4 s in parts of 50 against 12.3 s in parts of 500.
 */
const PGLITE_PART_ROWS = { first: 50, min: 10, max: 500 };
const DELETE_BATCH = 500;

/** Thrown inside a transaction to roll it back; carries the answer. */
class Rejected extends Error {
  constructor(readonly result: ImportResult) {
    super(result.message);
  }
}

interface Tally {
  total: number;
  bad: number;
  errors: ImportRowError[];
}

function note(tally: Tally, found: ImportRowError[]) {
  if (!found.length) return;
  tally.bad++;
  tally.errors.push(...found.slice(0, Math.max(0, IMPORT_MAX_ERRORS - tally.errors.length)));
}

const refused = (tally: Tally): ImportResult => ({
  message: `Nothing was imported: ${tally.bad} of ${tally.total} rows have errors`,
  imported: 0,
  skipped: 0,
  total: tally.total,
  errors: tally.errors,
});

/**
 * POST /api/import/{entity}/{format}: every row is checked before anything is written, so a file
 * with bad rows changes nothing unless `skipBadRows`; `preview` answers the first rows and the
 * errors. Answers `{status, result}`: 400 when rows were bad and nothing was saved. `rows` reads
 * the file afresh on each call (it is read twice: to check, then to write).
 */
export async function importFile(
  ctx: UserCtx,
  { entity }: TransferParams,
  rows: () => AsyncIterable<FileRow>,
  options: ImportOptions,
): Promise<{ status: 200 | 400; result: ImportResult }> {
  const writerOf = () => (entity === 'clients' ? clientWriter() : organizationWriter()) as RowWriter<unknown>;
  const tally: Tally = { total: 0, bad: 0, errors: [] };
  const preview: Array<Record<string, unknown>> = [];
  const checker = writerOf();
  const takeTurn = eventLoopTurns();
  for await (const row of rows()) {
    await takeTurn();
    tally.total++;
    const checked = checker.validate(row);
    if (!checked.ok) note(tally, checked.errors);
    else if (options.preview && preview.length < IMPORT_PREVIEW_ROWS) preview.push(checker.preview(checked.data));
  }
  if (options.preview) {
    const { total, bad, errors } = tally;
    const message = `${total - bad} of ${total} rows are ready to import${bad ? `; ${bad} have errors` : ''}`;
    return { status: 200, result: { message, imported: 0, skipped: bad, total, errors, preview } };
  }
  if (tally.total === 0) {
    const result = { message: 'The file has no rows to import', imported: 0, skipped: 0, total: 0, errors: [] };
    return { status: 400, result };
  }
  if (tally.bad && !options.skipBadRows) return { status: 400, result: refused(tally) };

  const writer = writerOf();
  const inParts = ctx.dbKind === 'pglite';
  try {
    await writeRows(ctx, entity, writer, rows(), inParts, tally, options.skipBadRows === true);
  } catch (error) {
    if (inParts) await removeWritten(ctx, entity, writer.created());
    if (error instanceof Rejected) return { status: 400, result: error.result };
    throw error;
  }
  const ids = writer.created();
  const { bad, total, errors } = tally;
  const message = `Imported ${ids.length} ${entity}${bad ? `; skipped ${bad} rows with errors` : ''}`;
  return { status: 200, result: { message, imported: ids.length, skipped: bad, total, errors } };
}

/**
 * The rows of the next part: as many as the last part would have written in PGLITE_PART_MS (rows
 * are written when the part ends, so only the whole part's time tells their cost).
 */
export function nextPartRows(rows: number, written: number, elapsedMs: number): number {
  const fitting = written > 0 && elapsedMs > 0 ? Math.floor((written * PGLITE_PART_MS) / elapsedMs) : rows;
  return Math.min(PGLITE_PART_ROWS.max, Math.max(PGLITE_PART_ROWS.min, fitting));
}

/**
 * Writes the good rows, in one transaction or (`inParts`) in parts of about PGLITE_PART_MS; the
 * last transaction also writes the audit entry.
 */
async function writeRows(
  ctx: UserCtx,
  entity: TransferEntity,
  writer: RowWriter<unknown>,
  rows: AsyncIterable<FileRow>,
  inParts: boolean,
  tally: Tally,
  skipBadRows: boolean,
): Promise<void> {
  const iterator = rows[Symbol.asyncIterator]();
  let partRows = inParts ? PGLITE_PART_ROWS.first : Infinity;
  let done = false;
  while (!done) {
    const began = performance.now();
    let written = 0;
    await inTransaction(ctx, async (tx) => {
      // Organizations are written as they are added, so a part of them also ends on time.
      while (written < partRows && !(inParts && performance.now() - began > PGLITE_PART_MS)) {
        const next = await iterator.next();
        if (next.done) {
          done = true;
          break;
        }
        const checked = writer.validate(next.value);
        if (!checked.ok) continue; // counted by the check; reached only when bad rows are skipped
        written++;
        const problems = await writer.add(tx as UserCtx, checked.data, next.value.row);
        note(tally, problems);
        if (problems.length && !skipBadRows) throw new Rejected(refused(tally));
      }
      await writer.flush(tx as UserCtx);
      if (!done) return;
      const ids = writer.created();
      await audit.record(tx, {
        action: 'import',
        entityType: entity === 'clients' ? 'client' : 'organization',
        detail: {
          imported: ids.length,
          skipped: tally.bad,
          firstId: ids[0] ?? null,
          lastId: ids[ids.length - 1] ?? null,
        },
      });
    });
    if (inParts) partRows = nextPartRows(partRows, written, performance.now() - began);
  }
}

/** A failed import on PGlite takes back the transactions it committed, a few hundred rows at a time. */
async function removeWritten(ctx: UserCtx, entity: TransferEntity, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += DELETE_BATCH) {
    const slice = ids.slice(start, start + DELETE_BATCH);
    await inTransaction(ctx, (tx) => deleteImported(tx.db, entity, slice));
  }
}
