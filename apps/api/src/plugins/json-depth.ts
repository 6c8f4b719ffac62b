/** Deeper JSON than any form sends; a bound on every walk over a parsed body (NUL check, validation). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another, read from the text
 * before it is parsed (one pass, no recursion), so no later walk can overflow the stack.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  // Shallow text needs no scan: each level takes at least one character.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}
