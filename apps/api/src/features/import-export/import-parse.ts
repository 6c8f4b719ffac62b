import { IMPORT_MAX_COLUMNS, looksLikeText, type TransferFormat } from '@app/domain';
import { CsvError, parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { badRequest } from '../../core/app-error';

export interface FileRow {
  /** 1 = the first data row (the line after a CSV header; the first element of a JSON array). */
  row: number;
  raw: Record<string, unknown>;
  /** A problem with the row's shape, found before its fields are read. */
  shapeError?: string;
}

const SNIFF_BYTES = 64 * 1024;

/** The rows of an uploaded file, one at a time; file-level problems answer 400 naming the file. */
export async function* readRows(format: TransferFormat, bytes: Uint8Array): AsyncGenerator<FileRow> {
  if (!looksLikeText(bytes.subarray(0, SNIFF_BYTES)))
    throw badRequest(`file: This is not a ${format.toUpperCase()} text file`);
  if (format === 'json') yield* jsonRows(bytes);
  else yield* csvRows(bytes);
}

function* jsonRows(bytes: Uint8Array): Generator<FileRow> {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch (error) {
    throw badRequest(`file: This is not valid JSON (${error instanceof Error ? error.message : 'unreadable'})`);
  }
  if (!Array.isArray(data)) throw badRequest('file: The JSON file must hold an array of records');
  for (let i = 0; i < data.length; i++) {
    const item = data[i] as unknown;
    const isObject = typeof item === 'object' && item !== null && !Array.isArray(item);
    if (!isObject) {
      yield { row: i + 1, raw: {}, shapeError: 'Each record must be a JSON object' };
      continue;
    }
    const keys = Object.keys(item);
    yield keys.length > IMPORT_MAX_COLUMNS
      ? { row: i + 1, raw: {}, shapeError: `A record may have at most ${IMPORT_MAX_COLUMNS} fields` }
      : { row: i + 1, raw: item as Record<string, unknown> };
  }
}

const SLICE_BYTES = 64 * 1024;

function* slices(buffer: Buffer): Generator<Buffer> {
  for (let start = 0; start < buffer.length; start += SLICE_BYTES) yield buffer.subarray(start, start + SLICE_BYTES);
}

async function* csvRows(bytes: Uint8Array): AsyncGenerator<FileRow> {
  // A maintained streaming parser (quotes, embedded line breaks, BOM), never a split on lines.
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 1_000_000 });
  // Fed in slices through a pipe, so the parser waits while rows are saved: written whole, it
  // would parse every row of the file into memory before the first is read.
  Readable.from(slices(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)), { objectMode: false }).pipe(
    parser,
  );
  let header: string[] | null = null;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        if (record.length > IMPORT_MAX_COLUMNS)
          throw badRequest(`file: The header has ${record.length} columns; at most ${IMPORT_MAX_COLUMNS} are read`);
        header = record.map((h) => h.trim());
        if (header.every((h) => h === '')) throw badRequest('file: The first line must name the columns');
        continue;
      }
      row++;
      if (record.length > header.length) {
        yield {
          row,
          raw: {},
          shapeError: `The row has ${record.length} cells but the header names ${header.length} columns`,
        };
        continue;
      }
      const raw: Record<string, unknown> = {};
      header.forEach((name, i) => {
        if (name && record[i] !== undefined) raw[name] = record[i];
      });
      yield { row, raw };
    }
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest(`file: This is not a readable CSV file (line ${error.lines ?? '?'}: ${error.message})`);
    throw error;
  }
  if (!header) throw badRequest('file: The file is empty');
}
