import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The tax lists order a due date's rows by name: these indexes give the rows of one due date in
// the list's order, so a page stops after its rows instead of sorting every row of the date
// (15,000 1099 filers, 3,333 organizations of a sales tax frequency, 6,667 LA City renewals).

const INDEXES: [name: string, definition: string][] = [
  // 1099 filers by name (each tax year and kind is read in this order).
  ['clients_1099_name_idx', 'clients (lower(full_name), id) where issues1099 and deleted_at is null'],
  ['organizations_1099_name_idx', 'organizations (lower(business_dba), id) where issues1099 and deleted_at is null'],
  // Sales tax: a frequency's organizations by name (each filing period is read in this order).
  [
    'organizations_sales_tax_name_idx',
    'organizations (sales_tax_frequency, lower(business_dba), id) where deleted_at is null',
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES)
    await sql`create index ${sql.id(name)} on ${sql.raw(definition)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
