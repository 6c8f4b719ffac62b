import { protocol, type PGlite } from '@electric-sql/pglite';

// The extended protocol spoken straight to PGlite's WebAssembly module: messages as PGlite decodes
// them, one batch sent per call, parameter values serialised the way PGlite's own `query` does.

export const { serialize } = protocol;

/** A backend message as PGlite's `execProtocolStream` answers it. */
export interface Message {
  name: string;
  dataTypeIDs?: number[];
  /** RowDescription's columns, or a DataRow's values: text, or bytes when asked in binary (pglite-binary.ts). */
  fields?: Array<{ name: string; dataTypeID: number } | string | Uint8Array | null>;
  text?: string;
  status?: string;
}

/** Names unique in the process: several connections may share one PGlite (its statements too). */
let statementCounter = 0;

export function nextStatementName(): string {
  return `k${(statementCounter++).toString(36)}`;
}

/** The messages of one batch as a single buffer. */
export function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Serialised as PGlite's `query` does: by the parameter's type, else toString. */
export function serializeValues(pglite: PGlite, types: number[], params: readonly unknown[]): Array<string | null> {
  const serializers = pglite.serializers as Record<number, ((value: unknown) => string) | undefined>;
  return params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = serializers[types[i]!];
    return serializer ? serializer(param) : String(param);
  });
}

/**
 * Sends one batch and answers its messages; `onStatus` receives ReadyForQuery's status (I idle,
 * T in a transaction, E failed transaction), also when the batch fails.
 */
export async function sendBatch(
  pglite: PGlite,
  message: Uint8Array,
  onStatus: (status: string) => void,
): Promise<Message[]> {
  if (pglite.closed) throw new Error('PGlite is closed');
  let messages: Message[] = [];
  let status = 'I';
  try {
    messages = (await pglite.execProtocolStream(message, { syncToFs: false })) as unknown as Message[];
  } finally {
    // A failed batch still ends in ReadyForQuery, but execProtocolStream throws before answering it.
    status = pglite.isInTransaction() ? 'T' : 'I';
    onStatus(status);
  }
  const last = messages[messages.length - 1];
  if (last?.name === 'readyForQuery') {
    status = last.status!;
    onStatus(status);
  }
  if (status === 'I') await pglite.syncToFs();
  return messages;
}
