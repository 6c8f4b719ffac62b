import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The estimated tax screen's "latest 10 completed payments" orders by completed_at desc NULLS LAST
// (a completed payment may lack the time): the index of 2026-11-22 was desc NULLS FIRST, so every
// call sorted all completed payments (an external sort at 100,000 clients). Rebuilt in the
// query's order.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists estimated_tax_payments_completed_idx`.execute(db);
  await sql`create index estimated_tax_payments_completed_idx on estimated_tax_payments (completed_at desc nulls last, id desc) where status = 'completed'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists estimated_tax_payments_completed_idx`.execute(db);
  await sql`create index estimated_tax_payments_completed_idx on estimated_tax_payments (completed_at desc, id desc) where status = 'completed'`.execute(
    db,
  );
}
