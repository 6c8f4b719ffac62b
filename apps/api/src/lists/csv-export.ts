// CSV exports of the deadline lists and reports (docs/decisions/5-beyond.md), streamed page by page with
// csv-stringify (quoting, separators and line ends as RFC 4180 wants them).

import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';

/** Rows fetched per query while an export streams. */
export const CSV_PAGE_SIZE = 1000;

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * that some readers skip first) gets a leading apostrophe (OWASP "CSV injection").
 */
export function neutralizeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Pages of rows until a short page: `fetch(offset, limit)` is one query. */
export async function* pagesOf<T>(
  fetch: (offset: number, limit: number) => Promise<T[]>,
  pageSize = CSV_PAGE_SIZE,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await fetch(offset, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * The CSV text of a header and pages of cells, as a stream (nothing held in memory beyond a
 * page). The first page is read before anything is sent, so a failing query still answers its
 * own error status rather than a cut-off download.
 */
export async function csvStream(
  header: readonly string[],
  pages: AsyncIterable<ReadonlyArray<readonly unknown[]>>,
): Promise<Readable> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* records(): AsyncGenerator<string[]> {
    yield header.map(neutralizeCell);
    if (first.done) return;
    for (const cells of first.value) yield cells.map(neutralizeCell);
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      for (const cells of next.value) yield cells.map(neutralizeCell);
  }
  return Readable.from(records()).pipe(stringify({ bom: true, record_delimiter: 'windows' }));
}

export interface CsvExport {
  filename: string;
  header: readonly string[];
  pages: AsyncIterable<ReadonlyArray<readonly unknown[]>>;
}

/** Sets the download headers and answers the stream (the REST adapter sends what a handler returns). */
export async function sendCsv(
  reply: { header(name: string, value: string): unknown },
  csv: CsvExport,
): Promise<Readable> {
  const stream = await csvStream(csv.header, csv.pages);
  const safeName = csv.filename.replace(/[^A-Za-z0-9._-]/g, '-');
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${safeName}"`);
  reply.header('cache-control', 'no-store');
  return stream;
}
