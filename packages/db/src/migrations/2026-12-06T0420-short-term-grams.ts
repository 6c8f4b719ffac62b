import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// A term of one or two letters has no trigram, so the trigram index of search_text cannot look it
// up: the type-ahead (the sidebar on each keystroke, global search, the pickers) read every row of
// the table for a rare one such as "zz" or "xi" (35 to 48 ms for 100,000 clients on PostgreSQL,
// 34 to 56 ms on PGlite). Each table now indexes the distinct letters and letter pairs of its
// search_text, and a term of one or two letters is in a text exactly when it is one of them: one
// lookup (5 to 7 ms for the whole call). Like the trigram indexes it takes each write at once (no
// pending list), and it covers every row, not only the live ones, so that the planner has its
// statistics of how common each letter and pair is (it ignores a partial index's).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create or replace function short_grams(t text) returns text[]
    language sql immutable strict parallel safe as $$
      select coalesce(array_agg(distinct g), '{}') from (
        select substr(t, i, 1) as g from generate_series(1, length(t)) i
        union all select substr(t, i, 2) from generate_series(1, length(t) - 1) i) s $$`.execute(db);
  for (const table of ['clients', 'organizations']) {
    await sql`create index if not exists ${sql.raw(`${table}_short_grams_idx`)} on ${sql.raw(table)}
      using gin (short_grams(search_text)) with (fastupdate = off)`.execute(db);
    await sql`analyze ${sql.raw(table)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['clients', 'organizations']) {
    await sql`drop index if exists ${sql.raw(`${table}_short_grams_idx`)}`.execute(db);
  }
  await sql`drop function if exists short_grams(text)`.execute(db);
}
