import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Every trigram index was built with fastupdate off, so each inserted row put each of its trigrams
// into the index tree one by one: the three on clients were 60 % of a client insert's cost on
// PGlite (0.27 of 0.45 ms a row), and the import of 100,000 clients took 77 s. With a pending list the
// new rows' trigrams are appended and merged into the tree in sorted batches, by the insert that
// fills the list or by the next vacuum: half the cost of an insert on PGlite, a third on
// PostgreSQL. The list is capped at 256 kB (about 500 clients), so a search scans at most that
// much beside the tree (no measurable difference at 20,000 clients) and the insert that merges
// it does a bounded piece of work. The list empties itself when full, so PGlite needs no
// autovacuum for it.

const TRIGRAM_INDEXES = [
  'clients_search_text_trgm_idx',
  'clients_full_name_trgm_idx',
  'clients_phone_trgm_idx',
  'organizations_search_text_trgm_idx',
  'organizations_business_dba_trgm_idx',
  'organizations_business_legal_name_trgm_idx',
  'organizations_business_phone_trgm_idx',
  'referral_sources_full_name_trgm_idx',
  'referral_sources_email_trgm_idx',
  'referral_sources_phone_trgm_idx',
  'projects_name_trgm_idx',
  'submissions_title_trgm_idx',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of TRIGRAM_INDEXES)
    await sql`alter index ${sql.raw(name)} set (fastupdate = on, gin_pending_list_limit = 256)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of TRIGRAM_INDEXES) {
    await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db);
    await sql`alter index ${sql.raw(name)} set (fastupdate = off)`.execute(db);
    await sql`alter index ${sql.raw(name)} reset (gin_pending_list_limit)`.execute(db);
  }
}
