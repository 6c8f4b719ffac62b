import { protocol, type PGlite } from '@electric-sql/pglite';
import { serialize, type Message } from './pglite-wire';

// Statements that answer only bytea columns, asked in binary: each value arrives as its bytes,
// where in text it is hex, twice the size, that PGlite's parser decodes as text and then parses
// back. The payroll calendar's month is 2.6 MB of JSON the database writes: read this way it goes
// out as it came, without being decoded into strings and encoded again (with the changes beside it,
// PGlite at 8 connections 66 -> 180 req/s, docs/benchmarks.md). The app does not LISTEN on PGlite,
// so an answer holds no notification to hand on.

const { Parser } = protocol;

/**
 * A Bind message asking every result column in binary. PGlite's serializer writes `binary` as the
 * count of result format codes without the code itself (a protocol violation, 08P01), so the text
 * Bind's closing count of zero codes becomes one code, binary.
 */
export function bindBinary(options: { statement: string; values: Array<string | null> }): Uint8Array {
  const text = serialize.bind(options);
  const out = new Uint8Array(text.length + 2);
  out.set(text);
  const view = new DataView(out.buffer);
  view.setInt32(1, view.getInt32(1) + 2);
  view.setInt16(text.length - 2, 1);
  view.setInt16(text.length, 1);
  return out;
}

/** bytea's type id: its binary form is its bytes, where its text form is hex (twice the size), parsed back. */
export const BYTEA = 17;

/**
 * Sends one batch whose statement answers only bytea columns, in binary, and answers its messages
 * (and the answer's size) with each DataRow's fields as their bytes (views of the answer; PGlite's
 * own reading would decode them as text). An ErrorResponse is thrown as sendBatch throws it, read
 * by PGlite's parser. `sizeHint` (the statement's last answer's size) sizes the buffer the answer
 * is gathered in, so a repeated read of the same size copies each byte once.
 */
export async function sendBinaryBatch(
  pglite: PGlite,
  message: Uint8Array,
  onStatus: (status: string) => void,
  sizeHint = 0,
): Promise<{ messages: Message[]; size: number }> {
  if (pglite.closed) throw new Error('PGlite is closed');
  // The raw stream, not execProtocolRaw: that one also reads every message with PGlite's parser.
  // Each chunk is a view of the module's memory, copied into one buffer before the next is written.
  const answer = new GrowingBuffer(sizeHint);
  let status = 'I';
  try {
    await pglite.execProtocolRawStream(message, { syncToFs: false, onRawData: (data) => answer.add(data) });
  } finally {
    status = pglite.isInTransaction() ? 'T' : 'I';
    onStatus(status);
  }
  const bytes = answer.bytes();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const messages: Message[] = [];
  let failed = false;
  for (let at = 0; at + 5 <= bytes.length;) {
    const code = bytes[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    if (code === 0x44 /* D: DataRow */) {
      const fields: Array<Uint8Array | null> = [];
      let field = at + 7;
      for (let i = view.getInt16(at + 5); i > 0; i--) {
        const length = view.getInt32(field);
        fields.push(length < 0 ? null : bytes.subarray(field + 4, field + 4 + length));
        field += 4 + Math.max(length, 0);
      }
      messages.push({ name: 'dataRow', fields });
    } else if (code === 0x43 /* C: CommandComplete */) {
      messages.push({ name: 'commandComplete', text: new TextDecoder().decode(bytes.subarray(at + 5, end - 1)) });
    } else if (code === 0x5a /* Z: ReadyForQuery */) {
      status = String.fromCharCode(bytes[at + 5]!);
    } else if (code === 0x45 /* E: ErrorResponse */) failed = true;
    at = end;
  }
  onStatus(status);
  if (failed) {
    let error: unknown;
    new Parser().parse(bytes, (parsed) => {
      if (parsed.name === 'error') error ??= parsed;
    });
    throw error;
  }
  if (status === 'I') await pglite.syncToFs();
  return { messages, size: bytes.length };
}

/** Bytes gathered chunk by chunk into one buffer, grown by doubling when a chunk does not fit. */
class GrowingBuffer {
  #buffer: Uint8Array;
  #length = 0;

  constructor(capacity: number) {
    // Not zeroed: every byte read back has been written by add.
    this.#buffer = Buffer.allocUnsafe(Math.max(capacity, 1024));
  }

  add(chunk: Uint8Array): void {
    const needed = this.#length + chunk.length;
    if (needed > this.#buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.#buffer.length * 2));
      grown.set(this.#buffer.subarray(0, this.#length));
      this.#buffer = grown;
    }
    this.#buffer.set(chunk, this.#length);
    this.#length = needed;
  }

  bytes(): Uint8Array {
    return this.#buffer.subarray(0, this.#length);
  }
}
