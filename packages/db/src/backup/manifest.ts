import type { Readable } from 'node:stream';
import { ArchiveError } from './archive-header';

/** What an archive holds, written as its last record (counts and checksums are known only at the end). */
export interface BackupManifest {
  format: number;
  /** The last migration applied in the source: a restore migrates the target to it, loads, then goes forward. */
  migration: string;
  createdAt: string;
  appVersion: string;
  source: 'pglite' | 'postgres';
  tables: Record<string, { rows: number; sha256: string }>;
  sequences: Record<string, { value: number; called: boolean }>;
  /** Opaque secrets carried for the application (its encryption keys), sealed with the rest. */
  secrets: Record<string, string>;
}

// The plain content is a run of records: a type byte, a u32 length and that many bytes.
export const RecordType = { TableStart: 1, TableData: 2, TableEnd: 3, Manifest: 9 } as const;
export type RecordType = (typeof RecordType)[keyof typeof RecordType];

export function encodeRecord(type: RecordType, body: Buffer | string): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeUInt32BE(bytes.length, 1);
  return Buffer.concat([head, bytes]);
}

export interface ContentRecord {
  type: RecordType;
  body: Buffer;
}

/** Splits the plain content back into records. */
export async function* readRecords(content: Readable): AsyncGenerator<ContentRecord> {
  let parts: Buffer[] = [];
  let size = 0;
  let need = 5;
  for await (const chunk of content) {
    parts.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    while (size >= need) {
      let buffer = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
      parts = [buffer];
      const length = buffer.readUInt32BE(1);
      need = 5 + length;
      if (size < need) break;
      yield { type: buffer[0] as RecordType, body: buffer.subarray(5, need) };
      buffer = buffer.subarray(need);
      parts = buffer.length ? [buffer] : [];
      size = buffer.length;
      need = 5;
    }
  }
  if (size) throw new ArchiveError('The archive content is cut short.');
}

/** Rows in COPY text format: one line each (newlines inside values are escaped). */
export function countLines(chunk: Buffer): number {
  let n = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) n++;
  return n;
}
