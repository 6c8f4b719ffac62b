/**
 * A handler's answer serialized beforehand (once for many requests): the REST adapter sends it as it
 * is, as JSON. It is one text, or the UTF-8 bytes of one (`JsonText.ofBytes`): a big answer read in
 * pieces (the payroll calendar's month, 2.6 MB in a text per date) is encoded piece by piece into
 * bytes as the pieces arrive (`JsonArrayBytes`), instead of being joined into one string, measured
 * and encoded again (1.9 against 8 ms of CPU for 2.6 MB).
 */
export class JsonText {
  #text: string | undefined;
  readonly #bytes: Buffer | undefined;

  constructor(text: string);
  constructor(text: undefined, bytes: Buffer);
  constructor(text: string | undefined, bytes?: Buffer) {
    this.#text = text;
    this.#bytes = bytes;
  }

  /** The answer whose UTF-8 bytes are `bytes`. */
  static ofBytes(bytes: Buffer): JsonText {
    return new JsonText(undefined, bytes);
  }

  /** The whole text. */
  get text(): string {
    this.#text ??= this.#bytes!.toString('utf8');
    return this.#text;
  }

  /** What REST sends: the text, or its bytes. */
  body(): string | Buffer {
    return this.#bytes ?? this.#text!;
  }
}

/**
 * A JSON array's UTF-8 bytes, gathered run by run as the runs arrive (each run one element or
 * several joined by commas, none empty). Each run is encoded when it is added, so that its text can
 * be collected while the next is read: a text kept until the last has arrived outlives the young
 * generation. The parts are copied once more into one buffer at the end.
 */
export class JsonArrayBytes {
  readonly #parts: Uint8Array[] = [];
  #size = 0;

  /** A run as text, or as its UTF-8 bytes (kept as they are: they must not change until `bytes`). */
  add(run: string | Uint8Array): void {
    const part = typeof run === 'string' ? Buffer.from(run, 'utf8') : run;
    this.#parts.push(part);
    this.#size += part.length;
  }

  /** `[run,run,...]`. */
  bytes(): Buffer {
    const parts = this.#parts;
    const out = Buffer.allocUnsafe(this.#size + Math.max(parts.length, 1) + 1);
    out[0] = 0x5b; // [
    let at = 1;
    parts.forEach((part, i) => {
      if (i > 0) out[at++] = 0x2c; // ,
      out.set(part, at);
      at += part.length;
    });
    out[at] = 0x5d; // ]
    return out;
  }
}

const jsonTexts = new WeakMap<object, string>();

/** A value's JSON text; a frozen value's (a cached answer, a session's user) is serialized once for every request it serves. */
export function jsonOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  let text = jsonTexts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    if (Object.isFrozen(value)) jsonTexts.set(value, text);
  }
  return text;
}

/** A REST answer of a JSON value (rest/route.ts sends it as it is), serialized once while the value is frozen. */
export function jsonTextOf(value: unknown): JsonText {
  return new JsonText(jsonOf(value) ?? 'null');
}
