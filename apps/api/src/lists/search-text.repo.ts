import { containsPattern } from '@app/domain';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

// The substring search of clients' and organizations' names and emails: their `search_text`
// column holds those fields lowered, joined by the unit separator (migration 2026-11-29T2300), with
// one trigram index. The pattern is lowered by the database, as the column was, so both sides fold
// case alike (ILIKE folds the same way), and a candidate is rechecked with one case-sensitive LIKE.

/** The separator search_text joins its fields with: a term holding it is searched field by field. */
export const FIELD_SEPARATOR = '\u001f';

/** The fields search_text joins, per table (as the migration writes them). */
export const SEARCH_TEXT_FIELDS = {
  clients: ['full_name', 'email'],
  organizations: ['business_dba', 'business_legal_name', 'business_email'],
} as const;

/**
 * "One of the table's searched fields contains `text`, ignoring case", over the table or its
 * `alias`. A term holding the separator itself could match across two fields of search_text, so it
 * is matched field by field instead (no index serves that, and no one types it).
 */
export function searchTextContains(
  table: keyof typeof SEARCH_TEXT_FIELDS,
  text: string,
  alias?: string,
): RawBuilder<SqlBool> {
  const pattern = containsPattern(text);
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  if (text.includes(FIELD_SEPARATOR)) {
    const fields = SEARCH_TEXT_FIELDS[table].map((c) => sql`${ref(c)} ilike ${pattern}`);
    return sql<SqlBool>`(${sql.join(fields, sql` or `)})`;
  }
  return sql<SqlBool>`${ref('search_text')} like lower(${pattern})`;
}

/**
 * The lowered LIKE pattern of "contains `text`", inside a subquery: the planner cannot see the
 * term, so every term shares one generic plan of a named statement, and the pattern is lowered once
 * rather than for every row a generic plan tests (lists/recent-matches.repo.ts,
 * lists/collected-matches.repo.ts). For a name or email term (searchableInRecent).
 */
export const hiddenContainsPattern = (text: string) => sql<string>`(select lower(${containsPattern(text)}))`;

/**
 * Whether `text` is one or two letters or digits, of any script and case: a term with no trigram
 * of its own, which the trigram index of search_pairs(search_text) answers instead (migration
 * 2026-12-07T2100). pg_trgm takes the same characters for letters on both databases (C.UTF-8); a
 * term with a sign or a space is read row by row.
 */
export const pairsTerm = (text: string): boolean => /^[\p{L}\p{N}]{1,2}$/u.test(text);

/**
 * "search_text contains the pairsTerm `text`, ignoring case", over the table or its `alias`, as the
 * index of search_pairs answers it: that text writes each character with the one after it as a word
 * between spaces, so it holds " ab " exactly where search_text holds "ab", and " a" exactly where it
 * holds "a". The pattern is inside a subquery, as hiddenContainsPattern's: one generic plan, which the
 * function's declared cost keeps on the index (a plan that computed it for each row would take
 * 700 ms for 100,000 clients).
 */
export function pairsContain(text: string, alias?: string): RawBuilder<SqlBool> {
  const column = sql.ref(alias ? `${alias}.search_text` : 'search_text');
  // Characters, not UTF-16 units: a letter beyond the BMP ("𠀀") is one character and two units.
  const single = [...text].length === 1;
  const pattern = single ? sql`'% ' || lower(${text}) || '%'` : sql`'% ' || lower(${text}) || ' %'`;
  return sql<SqlBool>`search_pairs(${column}) like (select ${pattern})`;
}

/**
 * Whether `text` holds three letters or digits in a row (and no field separator): a term whose
 * trigrams search_text's index looks up. Any other term, but a pairsTerm, has none, and that index
 * would be read whole.
 */
export const trigramTerm = (text: string): boolean => /[\p{L}\p{N}]{3}/u.test(text) && !text.includes(FIELD_SEPARATOR);

/**
 * "One of the table's searched fields contains `text`" for a statement that collects the matches
 * through an index, never for one that walks an index and tests each entry: search_pairs' index for
 * a pairsTerm (computing search_pairs for each entry of a walk costs 7 µs); for a trigramTerm,
 * search_text's with the pattern inside a subquery, so the planner cannot see the term and collects
 * through the index rather than walking a sort's index for a term it guesses common ("lee" by name
 * walked 74,000 entries for 2,001 matches, 14 ms, where collecting them takes 2 to 6); else
 * searchTextContains.
 */
export function collectedContains(
  table: keyof typeof SEARCH_TEXT_FIELDS,
  text: string,
  alias?: string,
): RawBuilder<SqlBool> {
  if (pairsTerm(text)) return pairsContain(text, alias);
  if (!trigramTerm(text)) return searchTextContains(table, text, alias);
  const column = sql.ref(alias ? `${alias}.search_text` : 'search_text');
  return sql<SqlBool>`${column} like ${hiddenContainsPattern(text)}`;
}
