import { parseDisplayId, type DisplayIdKind } from './ids.js';

// What a typed search means, for the sidebar, the palette, the pickers and the clients and
// organizations lists alike: name words to match by prefix, the text to match as a substring, and
// the keys it may be (a phone number typed with or without separators, the last 4 digits of an
// SSN, a display id such as A0012).

/**
 * What separates words in a name: white space and ASCII punctuation. The database splits stored
 * names with the same class (migration 2026-11-24T1500-search-words), so both sides agree.
 */
export const NAME_WORD_SEPARATORS = /[\s!-/:-@[-`{-~]+/;

export interface SearchTerm {
  /** The term as typed, trimmed (matched as a substring of names and emails). */
  text: string;
  /** Name words to match by prefix, as typed (the database lowercases them as it does stored names); at most 5. */
  words: string[];
  /** The digits of a phone-shaped term (digits and separators only, at least 3 digits), else null. */
  phoneDigits: string | null;
  /** Exactly 4 digits typed: an SSN's last 4. */
  ssnLast4: string | null;
  /** A display id (A0012, B0007, R0003) typed whole. */
  displayId: { kind: DisplayIdKind; id: number } | null;
}

const PHONE_SHAPED = /^[\d\s()+.-]+$/;
const MAX_WORDS = 5;
const MAX_ID = 2 ** 31 - 1;

/** The meaning of a typed search; null when there is nothing to search for (blank). */
export function parseSearchTerm(raw: string | null | undefined): SearchTerm | null {
  const text = String(raw ?? '').trim();
  if (!text) return null;
  const words = text.split(NAME_WORD_SEPARATORS).filter(Boolean).slice(0, MAX_WORDS);
  const digits = text.replace(/\D/g, '');
  const display = parseDisplayId(text);
  return {
    text,
    words,
    phoneDigits: PHONE_SHAPED.test(text) && digits.length >= 3 ? digits : null,
    ssnLast4: /^\d{4}$/.test(text) ? text : null,
    displayId: display && display.id <= MAX_ID ? display : null,
  };
}
