/**
 * A handler's answer serialized beforehand (once for many requests): the REST adapter sends it as it
 * is, as JSON. It is one text, or a JSON array kept as the texts of its elements' runs
 * (`JsonText.ofArray`): a big answer read in pieces (the payroll calendar's month, 2.6 MB in a text
 * per date) is then encoded piece by piece into the one buffer REST sends, instead of being joined
 * into one string, measured and encoded again (1.9 against 8 ms of CPU for 2.6 MB).
 */
export class JsonText {
  #text: string | undefined;
  readonly #runs: readonly string[] | undefined;

  constructor(text: string);
  constructor(text: undefined, runs: readonly string[]);
  constructor(text: string | undefined, runs?: readonly string[]) {
    this.#text = text;
    this.#runs = runs;
  }

  /** A JSON array of the elements `runs` hold, each run one element or several joined by commas (none empty). */
  static ofArray(runs: readonly string[]): JsonText {
    return new JsonText(undefined, runs);
  }

  /** The whole text. */
  get text(): string {
    this.#text ??= `[${this.#runs!.join(',')}]`;
    return this.#text;
  }

  /** What REST sends: the text, or an array's runs encoded into one buffer. */
  body(): string | Buffer {
    return this.#text ?? arrayBuffer(this.#runs!);
  }
}

/** `[run,run,...]` as UTF-8, each run encoded once into its place. */
function arrayBuffer(runs: readonly string[]): Buffer {
  let size = runs.length === 0 ? 2 : runs.length + 1;
  for (const run of runs) size += Buffer.byteLength(run);
  const out = Buffer.allocUnsafe(size);
  let at = out.write('[');
  runs.forEach((run, i) => {
    if (i > 0) at += out.write(',', at);
    at += out.write(run, at);
  });
  out.write(']', at);
  return out;
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
