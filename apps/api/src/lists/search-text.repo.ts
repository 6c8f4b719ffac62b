import { containsPattern } from '@app/domain';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

// The substring search of clients' and organizations' names and emails: their `search_text`
// column holds those fields lowered, joined by the unit separator (migration 2026-11-29T2300), with
// one trigram index. The pattern is lowered by the database, as the column was, so both sides fold
// case alike (ILIKE folds the same way), and a candidate is rechecked with one case-sensitive LIKE.

/** The shortest term the trigram indexes can look up: a shorter one is matched against every row. */
export const TRIGRAM_LENGTH = 3;

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
 *
 * `shortTerms`: a term of one or two letters is looked up in the index of search_text's letters and
 * letter pairs. Only for a statement that collects every match (the type-ahead's substring rank):
 * where a statement walks an index or reads the table testing rows until it has enough, as the list
 * pages do, short_grams would be computed for every row it tests, where LIKE costs nothing.
 */
export function searchTextContains(
  table: keyof typeof SEARCH_TEXT_FIELDS,
  text: string,
  alias?: string,
  opts: { shortTerms?: boolean } = {},
): RawBuilder<SqlBool> {
  const pattern = containsPattern(text);
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  if (text.includes(FIELD_SEPARATOR)) {
    const fields = SEARCH_TEXT_FIELDS[table].map((c) => sql`${ref(c)} ilike ${pattern}`);
    return sql<SqlBool>`(${sql.join(fields, sql` or `)})`;
  }
  if (opts.shortTerms && text.length < TRIGRAM_LENGTH && PLAIN.test(text)) {
    // No trigram to look up: a term of one or two letters is in the text exactly when it is among
    // the text's letters and letter pairs, which have their own index (migration 2026-12-06T0420).
    // The term is written into the statement (at most 9,025 texts, quotes doubled), so each is
    // planned for its own frequency: "e" is in most rows and is read from the table, "zz" from the
    // index. As a parameter, a kept plan would take every term for a rare one and collect "a"'s
    // 93,000 rows through the index (110 ms); no LIKE beside it, which would halve the estimate.
    return sql<SqlBool>`short_grams(${ref('search_text')}) @> array[${sql.lit(text.toLowerCase())}::text]`;
  }
  return sql<SqlBool>`${ref('search_text')} like lower(${pattern})`;
}

/** Printable ASCII: a term that lowers alike here and in the database, to as many characters as it has. */
const PLAIN = /^[\x20-\x7e]+$/;
