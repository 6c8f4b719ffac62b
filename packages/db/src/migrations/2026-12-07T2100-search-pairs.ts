import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 27: a search term of one or two letters has no trigram, so the trigram index of search_text
// cannot look it up, and a rare one ("zz", "xi", "q") read every row: 20 to 60 ms for 100,000
// clients. search_pairs(search_text) writes each character of the text with the one after it as a
// word of its own, between spaces (' jo hn  oh n ' for 'john'): every pair starting at an even
// position, then every pair starting at an odd one (a last character alone). In that text the
// trigram " ab" (a word starting "ab") exists exactly where the text holds "ab", and "  a" exactly
// where it holds "a", so the trigram index of search_pairs answers `like '% ab %'` and `like '% a%'`
// exactly and at once (apps/api lists/search-text.repo.ts). The function is PL/pgSQL, not SQL, so
// that the planner does not inline it and sees its cost: a plan that computed it for each row of a
// walk (7 µs a row, 700 ms for 100,000) would never look cheaper than the index. The indexes keep a
// 256 kB pending list, as every trigram index here (migration 2026-12-06T0500).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function search_pairs(s text) returns text
    language plpgsql immutable strict parallel safe cost 1000 as $$
    begin
      return ' ' || regexp_replace(s, '(..)', '\\1 ', 'g') || ' ' || regexp_replace(substr(s, 2), '(..)', '\\1 ', 'g') || ' ';
    end $$`.execute(db);
  for (const table of ['clients', 'organizations'])
    await sql`create index ${sql.raw(`${table}_search_pairs_trgm_idx`)} on ${sql.raw(table)}
      using gin (search_pairs(search_text) gin_trgm_ops) with (fastupdate = on, gin_pending_list_limit = 256)`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists clients_search_pairs_trgm_idx`.execute(db);
  await sql`drop index if exists organizations_search_pairs_trgm_idx`.execute(db);
  await sql`drop function if exists search_pairs(text)`.execute(db);
}
