/** A handler's answer serialized beforehand (once for many requests): the REST adapter sends it as it is, as JSON. */
export class JsonText {
  constructor(readonly text: string) {}
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
