import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

// A row's secrets are sealed to its id (security/sensitive-field.ts), so a new row takes its id
// from the table's serial sequence before the insert, which then names it.

/** `count` fresh ids of `table` (SQL name, a `serial` id column). */
export async function reserveIds(db: Kysely<Database>, table: string, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const result = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`.execute(db);
  return result.rows.map((r) => Number(r.id));
}

/** A fresh id of `table` for the row about to be inserted. */
export async function reserveId(db: Kysely<Database>, table: string): Promise<number> {
  return (await reserveIds(db, table, 1))[0]!;
}
