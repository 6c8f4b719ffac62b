import type { Database } from '@app/db';
import { containsPattern, type SearchTerm } from '@app/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';

// Type-ahead search (the sidebar, the palette, the pickers and any list asked for 10 rows or fewer
// with a search): the best matches, found without counting or sorting every match.
//   rank 0: the exact keys (display id, SSN last 4);
//   rank 1: name words starting with the typed words, read from the word index
//           (client_name_words / organization_name_words) in its order, at most 2 x limit entries;
//   rank 2: substring matches of name, email and phone (the trigram indexes), run only when
//           ranks 0 and 1 found fewer than `limit`, and stopped after 2 x limit rows.
// One statement: the substring part sits behind a one-time filter on the count of the others.

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

interface Target {
  table: 'clients' | 'organizations';
  words: 'client_name_words' | 'organization_name_words';
  key: 'client_id' | 'organization_id';
  /** The name the substring matches are ordered by (over alias `t`). */
  name: RawBuilder<string>;
  /** Substring conditions over alias `t` (ILIKE pattern), phone digits separately. */
  contains: (pattern: string, phoneDigits: string | null) => RawBuilder<unknown>[];
  /** Exact-key conditions over alias `t`. */
  exact: (term: SearchTerm) => RawBuilder<unknown>[];
}

const CLIENTS: Target = {
  table: 'clients',
  words: 'client_name_words',
  key: 'client_id',
  name: sql`lower(t.full_name)`,
  contains: (pattern, phoneDigits) => [
    sql`t.full_name ilike ${pattern}`,
    sql`t.email ilike ${pattern}`,
    ...(phoneDigits ? [sql`t.phone like ${containsPattern(phoneDigits)}`] : []),
  ],
  exact: (term) => [
    ...(term.displayId?.kind === 'client' ? [sql`t.id = ${term.displayId.id}`] : []),
    ...(term.ssnLast4 ? [sql`t.ssn_last4 = ${term.ssnLast4}`] : []),
  ],
};

const ORGANIZATIONS: Target = {
  table: 'organizations',
  words: 'organization_name_words',
  key: 'organization_id',
  name: sql`lower(t.business_dba)`,
  contains: (pattern, phoneDigits) => [
    sql`t.business_dba ilike ${pattern}`,
    sql`t.business_legal_name ilike ${pattern}`,
    sql`t.business_email ilike ${pattern}`,
    ...(phoneDigits ? [sql`t.business_phone like ${containsPattern(phoneDigits)}`] : []),
  ],
  exact: (term) => (term.displayId?.kind === 'organization' ? [sql`t.id = ${term.displayId.id}`] : []),
};

/** The longest typed word leads the index range (the most selective); the others filter. */
function leadWord(words: string[]): { lead: string; others: string[] } | null {
  if (words.length === 0) return null;
  const index = words.reduce((best, w, i) => (w.length > words[best]!.length ? i : best), 0);
  return { lead: words[index]!, others: words.filter((_, i) => i !== index) };
}

/** The matches of a term, best first, as a subquery (alias it and join the table for the columns). */
function matchesQuery(target: Target, term: SearchTerm, opts: TypeaheadOptions): RawBuilder<MatchRow> {
  const table = sql.table(target.table);
  const words = sql.table(target.words);
  const key = sql.ref(target.key);
  const live = opts.status ? sql`t.deleted_at is null and t.status = ${opts.status}` : sql`t.deleted_at is null`;
  const wide = opts.limit * 2;
  const parts: RawBuilder<unknown>[] = [];
  const exact = target.exact(term);
  parts.push(
    exact.length
      ? sql`(select t.id, 0 as rank, ''::text as k1, ${target.name}::text as k2 from ${table} t where ${live} and (${sql.join(exact, sql` or `)}) limit ${opts.limit})`
      : sql`(select null::int as id, 0 as rank, ''::text as k1, ''::text as k2 where false)`,
  );
  const lead = leadWord(term.words);
  if (lead) {
    // `lower(...) || '%'` folds to a constant prefix when planned: one range of the (word, name_key, id) index.
    const others = lead.others.map(
      (w) => sql`and exists (select 1 from ${words} o where o.${key} = w.${key} and o.word like lower(${w}) || '%')`,
    );
    parts.push(sql`(select w.${key} as id, 1 as rank, w.word::text as k1, w.name_key::text as k2
      from ${words} w join ${table} t on t.id = w.${key}
      where w.word like lower(${lead.lead}) || '%' and ${live} ${sql.join(others, sql` `)}
      order by w.word, w.name_key, w.${key} limit ${wide})`);
  } else {
    parts.push(sql`(select null::int as id, 1 as rank, ''::text as k1, ''::text as k2 where false)`);
  }
  const contains = target.contains(containsPattern(term.text), term.phoneDigits);
  // Materialized: planned for all its rows, so through the trigram indexes (a bitmap), then read
  // only as far as the limit; run at all only when the parts above found too few.
  return sql<MatchRow>`(
    with keyed as (${parts[0]}), prefixed as (${parts[1]}),
    contained as materialized (select t.id, ${target.name}::text as k2 from ${table} t where ${live} and (${sql.join(contains, sql` or `)}))
    select id, rank, k1, k2 from keyed
    union all select id, rank, k1, k2 from prefixed
    union all (select id, 2 as rank, ''::text as k1, k2 from contained
      where (select count(distinct id) from (select id from keyed union all select id from prefixed) found) < ${opts.limit}
      limit ${wide})
  )`;
}

export const clientMatches = (term: SearchTerm, opts: TypeaheadOptions) => matchesQuery(CLIENTS, term, opts);
export const organizationMatches = (term: SearchTerm, opts: TypeaheadOptions) =>
  matchesQuery(ORGANIZATIONS, term, opts);

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

export async function searchClients(db: Kysely<Database>, term: SearchTerm, limit: number) {
  const rows = await db
    .selectFrom(clientMatches(term, { limit }).as('m'))
    .innerJoin('clients', 'clients.id', 'm.id')
    .select(['clients.id', 'clients.fullName', 'clients.email'])
    .orderBy('m.rank')
    .orderBy('m.k1')
    .orderBy('m.k2')
    .orderBy('m.id')
    .execute();
  return bestFirst(rows, limit);
}

/** Organizations by name word, then DBA, legal name, email or phone substring, or display id B0007. */
export async function searchOrganizations(db: Kysely<Database>, term: SearchTerm, limit: number) {
  const rows = await db
    .selectFrom(organizationMatches(term, { limit }).as('m'))
    .innerJoin('organizations', 'organizations.id', 'm.id')
    .select([
      'organizations.id',
      'organizations.businessDba',
      'organizations.einType',
      'organizations.ein',
      'organizations.einLast4',
    ])
    .orderBy('m.rank')
    .orderBy('m.k1')
    .orderBy('m.k2')
    .orderBy('m.id')
    .execute();
  return bestFirst(rows, limit);
}
