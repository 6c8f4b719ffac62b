/** Trims and collapses inner white space to single spaces (the rule for business names and addresses). */
export function cleanText(text: string | null | undefined): string {
  return String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ');
}

const hasCase = (s: string): boolean => s.toLowerCase() !== s.toUpperCase();

/**
 * A person's name, cleaned; typed all in lower or all in upper case it is title-cased, also after
 * apostrophes, hyphens and periods (`mary ann o'neil` -> `Mary Ann O'Neil`); mixed case is kept
 * as typed (`McDonald`), because the typist chose it.
 */
export function formatPersonName(text: string | null | undefined): string {
  const cleaned = cleanText(text);
  const uniform = cleaned === cleaned.toLowerCase() || cleaned === cleaned.toUpperCase();
  if (!uniform || !hasCase(cleaned)) return cleaned;
  return cleaned
    .toLowerCase()
    .replace(/(^|[\s'’\-.])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** The non-empty cleaned parts joined by single spaces. */
export function formatFullName(
  first: string | null | undefined,
  middle: string | null | undefined,
  last: string | null | undefined,
): string {
  return [first, middle, last].map(cleanText).filter(Boolean).join(' ');
}
