import { sql, type Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, never edited after it has shipped.
// The clients list sorts by email, phone, status and portal status as well as by date and name,
// and only the last two had an index. A first page sorted by any of the four sorted all 100,000
// live clients, computing each one's referral partner first: 300 to 560 ms on PostgreSQL. Each
// sort now has an index in its order (the column, then the name and id that break its ties);
// a descending sort walks the same index backwards (clients-list.repo.ts, `ordered`).

const INDEXES = [
  ['clients_email_sort_idx', 'email'],
  ['clients_phone_sort_idx', 'phone'],
  ['clients_status_sort_idx', 'status'],
  ['clients_portal_status_sort_idx', 'portal_status'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, column] of INDEXES) {
    await sql`create index if not exists ${sql.raw(name)} on clients (${sql.raw(column)}, lower(full_name), id) where deleted_at is null`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.raw(name)}`.execute(db);
}
