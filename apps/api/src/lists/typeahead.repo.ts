import type { Database } from '@app/db';
import { containsPattern, type SearchTerm } from '@app/domain';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { rowCount } from './list-page.repo';
import { pairsContain, pairsTerm, searchTextContains } from './search-text.repo';

// Type-ahead search of clients and organizations (the sidebar, the palette, the pickers and any
// list asked for 10 rows or fewer with a search; shared by the clients, organizations and search
// features): the best matches, found without counting or sorting every match.
//   rank 0: the exact keys (display id, SSN last 4), only when the term has that shape;
//   rank 1: name words starting with the typed words, read from the word index
//           (client_name_words / organization_name_words) in its order, at most 2 x limit entries;
//   rank 2: substring matches of name and email (search_text) and phone (the trigram indexes), in
//           a second query only when ranks 0 and 1 found fewer than `limit`, at most 2 x limit rows
//           (a term of one or two letters through search_pairs' index: search-text.repo.ts).
// The first query is small on purpose: planning it costs less than planning one statement that
// also holds the substring search behind a filter (0.6 against 1.0 ms of database CPU).

export interface TypeaheadOptions {
  limit: number;
  status?: 'active' | 'terminated';
}

/** A match: the id, its rank and the keys that order it (rank, then k1, k2, id). */
export interface MatchRow {
  id: number;
  rank: number;
  k1: string;
  k2: string;
}

export type TypeaheadTable = 'clients' | 'organizations';

interface Target {
  words: 'client_name_words' | 'organization_name_words';
  key: 'client_id' | 'organization_id';
  /** The name the substring matches are ordered by (over alias `t`). */
  name: RawBuilder<string>;
  /** Substring conditions over alias `t`: the term as typed, phone digits separately. */
  contains: (text: string, phoneDigits: string | null) => RawBuilder<unknown>[];
  /** Exact-key conditions over alias `t`. */
  exact: (term: SearchTerm) => RawBuilder<unknown>[];
}

const TARGETS: Record<TypeaheadTable, Target> = {
  clients: {
    words: 'client_name_words',
    key: 'client_id',
    name: sql`lower(t.full_name)`,
    contains: (text, phoneDigits) => [
      searchTextContains('clients', text, 't'),
      ...(phoneDigits ? [sql`t.phone like ${containsPattern(phoneDigits)}`] : []),
    ],
    exact: (term) => [
      ...(term.displayId?.kind === 'client' ? [sql`t.id = ${term.displayId.id}`] : []),
      ...(term.ssnLast4 ? [sql`t.ssn_last4 = ${term.ssnLast4}`] : []),
    ],
  },
  organizations: {
    words: 'organization_name_words',
    key: 'organization_id',
    name: sql`lower(t.business_dba)`,
    contains: (text, phoneDigits) => [
      searchTextContains('organizations', text, 't'),
      ...(phoneDigits ? [sql`t.business_phone like ${containsPattern(phoneDigits)}`] : []),
    ],
    exact: (term) => (term.displayId?.kind === 'organization' ? [sql`t.id = ${term.displayId.id}`] : []),
  },
};

/** The longest typed word leads the index range (the most selective); the others filter. */
function leadWord(words: string[]): { lead: string; others: string[] } | null {
  if (words.length === 0) return null;
  const index = words.reduce((best, w, i) => (w.length > words[best]!.length ? i : best), 0);
  return { lead: words[index]!, others: words.filter((_, i) => i !== index) };
}

const live = (opts: TypeaheadOptions) =>
  opts.status ? sql`t.deleted_at is null and t.status = ${opts.status}` : sql`t.deleted_at is null`;

/**
 * Words starting with `prefix` (lowered), as a range of the word column (COLLATE "C": byte order, so
 * [p, p || U+10FFFF) holds exactly the words that start with p). A range keeps its index bounds in a
 * generic plan, so PostgreSQL keeps one for this named statement and plans it once, where a LIKE
 * prefix is read only by a plan made for its value (0.7 ms of planning for a 0.1 ms lookup); and
 * a typed `%` or `_` is a character, not a wildcard.
 */
const startsWith = (column: RawBuilder<unknown>, prefix: string) =>
  sql`(${column} >= lower(${prefix}) and ${column} < lower(${prefix}) || chr(1114111))`;

/** Ranks 0 and 1 as one subquery, or null when the term has neither an exact key nor a word. */
function keyAndPrefixMatches(table: TypeaheadTable, term: SearchTerm, opts: TypeaheadOptions) {
  const target = TARGETS[table];
  const parts: RawBuilder<MatchRow>[] = [];
  const exact = target.exact(term);
  if (exact.length) {
    parts.push(sql<MatchRow>`(select t.id, 0 as rank, ''::text as k1, ${target.name}::text as k2
      from ${sql.table(table)} t where ${live(opts)} and (${sql.join(exact, sql` or `)}) limit ${rowCount(opts.limit)})`);
  }
  const lead = leadWord(term.words);
  if (lead) {
    const words = sql.table(target.words);
    const key = sql.ref(target.key);
    const others = lead.others.map(
      (w) => sql`and exists (select 1 from ${words} o where o.${key} = w.${key} and ${startsWith(sql`o.word`, w)})`,
    );
    // The word index holds live rows only (its triggers drop a deleted row's words): the table is
    // joined only to filter by status, and without it the range is an index-only scan.
    const from = opts.status
      ? sql`${words} w join ${sql.table(table)} t on t.id = w.${key} where ${live(opts)} and`
      : sql`${words} w where`;
    parts.push(sql<MatchRow>`(select w.${key} as id, 1 as rank, w.word::text as k1, w.name_key::text as k2
      from ${from} ${startsWith(sql`w.word`, lead.lead)} ${sql.join(others, sql` `)}
      order by w.word, w.name_key, w.${key} limit ${rowCount(opts.limit * 2)})`);
  }
  return parts.length ? sql<MatchRow>`(${sql.join(parts, sql` union all `)})` : null;
}

/** Rank 2: substring matches, at most 2 x limit, unsorted (the caller orders them by k2). */
function substringMatches(table: TypeaheadTable, term: SearchTerm, opts: TypeaheadOptions): RawBuilder<MatchRow> {
  const target = TARGETS[table];
  if (pairsTerm(term.text) && !term.phoneDigits) {
    // One or two letters: search_pairs' index (search-text.repo.ts pairsContain), read only as far
    // as the limit; a common pair ("ll", 10,793 of 100,000 clients) would recheck every match.
    return sql<MatchRow>`(select t.id, 2 as rank, ''::text as k1, ${target.name}::text as k2
      from ${sql.table(table)} t where ${live(opts)} and ${pairsContain(term.text, 't')}
      limit ${rowCount(opts.limit * 2)})`;
  }
  const contains = target.contains(term.text, term.phoneDigits);
  // Materialized: planned for all its rows, so through the trigram indexes (a bitmap), then read
  // only as far as the limit.
  return sql<MatchRow>`(with contained as materialized (select t.id, ${target.name}::text as k2
      from ${sql.table(table)} t where ${live(opts)} and (${sql.join(contains, sql` or `)}))
    select id, 2 as rank, ''::text as k1, k2 from contained limit ${rowCount(opts.limit * 2)})`;
}

/** Rows in match order, each id once, at most `limit`. */
export function bestFirst<R extends { id: number }>(rows: R[], limit: number): R[] {
  const seen = new Set<number>();
  const out: R[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(row);
    if (out.length === limit) break;
  }
  return out;
}

/** A select over the matches joined to their table (alias `m`), in match order; the caller picks the columns. */
export type MatchPage<R> = (
  matches: SelectQueryBuilder<any, any, MatchRow>,
  order: <Q extends SelectQueryBuilder<any, any, any>>(query: Q) => Q,
) => Promise<R[]>;

/**
 * The best `limit` matches of a term: ranks 0 and 1 first, rank 2 asked only when they found too
 * few. `page` turns a matches subquery into the caller's rows (its columns, one round trip).
 */
export async function typeahead<R extends { id: number }>(
  db: Kysely<Database>,
  table: TypeaheadTable,
  term: SearchTerm,
  opts: TypeaheadOptions,
  page: MatchPage<R>,
): Promise<R[]> {
  const order = <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q =>
    query.orderBy('m.rank').orderBy('m.k1').orderBy('m.k2').orderBy('m.id') as Q;
  const read = (matches: RawBuilder<MatchRow>) =>
    page(db.selectFrom(matches.as('m')).innerJoin(table, `${table}.id`, 'm.id') as never, order);
  const first = keyAndPrefixMatches(table, term, opts);
  const found = first ? bestFirst(await read(first), opts.limit) : [];
  if (found.length >= opts.limit) return found;
  return bestFirst([...found, ...(await read(substringMatches(table, term, opts)))], opts.limit);
}
