import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';
import type { EncryptedColumn } from './encrypted-columns';

// The values of the registered encrypted columns (encrypted-columns.ts), read and written by row id:
// `reveal` reads one, key rotation pages through every value not sealed under the current key.

type RowId = string | number;

const parts = (c: EncryptedColumn) => ({
  table: sql.table(c.table),
  col: sql.ref(c.column),
  id: sql.ref(c.idColumn ?? 'id'),
});

/** The sealed value of one row's column: undefined when the row does not exist, null when the field is empty. */
export async function readSealedValue(
  db: Kysely<Database>,
  c: EncryptedColumn,
  rowId: RowId,
): Promise<string | null | undefined> {
  const { table, col, id } = parts(c);
  const result = await sql<{ value: string | null }>`
    select ${col} as value from ${table} where ${id} = ${rowId}`.execute(db);
  return result.rows[0]?.value;
}

/** The next `limit` non-empty values (by row id, after `after`) that do not start with `prefix`. */
export async function sealedValuesNotLike(
  db: Kysely<Database>,
  c: EncryptedColumn,
  prefix: string,
  after: RowId | null,
  limit: number,
): Promise<Array<{ id: RowId; value: string }>> {
  const { table, col, id } = parts(c);
  const page = await sql<{ id: RowId; value: string }>`
    select ${id} as id, ${col} as value from ${table}
    where ${col} is not null and ${col} <> '' and ${col} not like ${prefix}
    ${after === null ? sql`` : sql`and ${id} > ${after}`}
    order by ${id} limit ${limit}`.execute(db);
  return page.rows;
}

export async function writeSealedValue(db: Kysely<Database>, c: EncryptedColumn, rowId: RowId, value: string) {
  const { table, col, id } = parts(c);
  await sql`update ${table} set ${col} = ${value} where ${id} = ${rowId}`.execute(db);
}
