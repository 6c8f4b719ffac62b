import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// A submission's routing and account numbers move out of the fields JSON into sealed columns like
// every other sensitive field (envelope + last 4), so key rotation and reveal find them; the list
// searches titles with a trigram index.

const SEALED = ['routing_number', 'account_number'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const field of SEALED) {
    const encrypted = `${field}_encrypted`;
    const last4 = `${field}_last4`;
    await sql`alter table submissions
      add column ${sql.id(encrypted)} text,
      add column ${sql.id(last4)} text,
      add constraint ${sql.id(`submissions_${field}_sealed`)} check (${sql.ref(encrypted)} !~ '^[0-9 ()/.-]*$'),
      add constraint ${sql.id(`submissions_${field}_last4_check`)} check (${sql.ref(last4)} ~ '^[0-9]{1,4}$'),
      add constraint ${sql.id(`submissions_${field}_last4_pair`)} check ((${sql.ref(encrypted)} is null) = (${sql.ref(last4)} is null))`.execute(
      db,
    );
  }
  await sql`create index submissions_title_trgm_idx on submissions using gin (title gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`create index submissions_unlinked_idx on submissions (submitted_at desc, id desc) where client_id is null and organization_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists submissions_unlinked_idx`.execute(db);
  await sql`drop index if exists submissions_title_trgm_idx`.execute(db);
  for (const field of SEALED) {
    await sql`alter table submissions drop column if exists ${sql.id(`${field}_encrypted`)}, drop column if exists ${sql.id(`${field}_last4`)}`.execute(
      db,
    );
  }
}
