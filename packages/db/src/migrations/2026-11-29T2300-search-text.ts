import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// Issue 27: the counted list pages' substring search was the costliest call at 32 connections on
// PostgreSQL: two (clients) or three (organizations) trigram indexes combined by a BitmapOr, and
// every candidate rechecked with as many ILIKEs. Each table now keeps its searched fields lowered
// in one generated column, joined by the unit separator chr(31) so a term cannot match across two
// fields, with one trigram index: a search is one bitmap index scan and one `like` a candidate.
// The email trigram indexes go (only the search read them); the name ones stay for the duplicate
// checks (similarity of a client's full name, an organization's DBA or legal name by ilike), the
// phone ones for the phone search.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clients add column search_text text not null
    generated always as (lower(full_name || chr(31) || coalesce(email, ''))) stored`.execute(db);
  await sql`alter table organizations add column search_text text not null
    generated always as (lower(business_dba || chr(31) || coalesce(business_legal_name, '') || chr(31) || coalesce(business_email, ''))) stored`.execute(
    db,
  );
  // fastupdate off, as every trigram index here: PGlite has no autovacuum to flush a pending list.
  await sql`create index clients_search_text_trgm_idx on clients using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`create index organizations_search_text_trgm_idx on organizations using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`drop index if exists clients_email_trgm_idx`.execute(db);
  await sql`drop index if exists organizations_business_email_trgm_idx`.execute(db);
  // A rewritten table counts no changes for autovacuum (and PGlite has none): without statistics
  // of the new column, the planner would guess how many rows a search matches.
  await sql`analyze clients (search_text)`.execute(db);
  await sql`analyze organizations (search_text)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists clients_email_trgm_idx on clients using gin (email gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`create index if not exists organizations_business_email_trgm_idx on organizations using gin (business_email gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`alter table clients drop column if exists search_text`.execute(db);
  await sql`alter table organizations drop column if exists search_text`.execute(db);
}
