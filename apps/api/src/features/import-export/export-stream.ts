import { Readable } from 'node:stream';
import { TRANSFER_COLUMNS, exportCell, type TransferEntity, type TransferFormat } from '@app/domain';
import { stringify } from 'csv-stringify';

/**
 * A file written row by row from `records` (keyset pages from the database): CSV through
 * csv-stringify with formulas neutralised, or a JSON array. Nothing holds the whole list.
 */
export function exportStream(
  entity: TransferEntity,
  format: TransferFormat,
  records: AsyncIterable<Record<string, unknown>>,
): Readable {
  const columns = TRANSFER_COLUMNS[entity];
  if (format === 'json') return Readable.from(jsonChunks(records));
  const csv = stringify({ header: true, columns: [...columns], bom: false });
  const source = Readable.from(
    (async function* () {
      for await (const record of records) yield Object.fromEntries(columns.map((c) => [c, exportCell(record[c])]));
    })(),
    { objectMode: true },
  );
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

async function* jsonChunks(records: AsyncIterable<Record<string, unknown>>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const record of records) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(record)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}
