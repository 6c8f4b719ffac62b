/** `%`, `_` and `\` typed by the user match themselves in a SQL LIKE pattern (backslash is the escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern of "contains `term`", the term matched literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
