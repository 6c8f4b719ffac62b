import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';
import { reencrypt, type KeyRing } from './crypto';
import { ENCRYPTED_COLUMNS, type EncryptedColumn } from './encrypted-columns';

export interface RotationReport {
  table: string;
  column: string;
  reencrypted: number;
}

const BATCH = 500;

/**
 * Re-encrypts every value of every registered column that is not under the current key yet. Old
 * keys must still be in the ring (ENCRYPTION_KEYS_OLD) until this has run; afterwards they can go.
 */
export async function rotateKeys(
  db: Kysely<Database>,
  ring: KeyRing,
  columns: EncryptedColumn[] = ENCRYPTED_COLUMNS,
): Promise<RotationReport[]> {
  const reports: RotationReport[] = [];
  const currentPrefix = `v_:${ring.currentId}:%`;
  for (const c of columns) {
    const table = sql.table(c.table);
    const col = sql.ref(c.column);
    const id = sql.ref(c.idColumn ?? 'id');
    let reencrypted = 0;
    let after: string | number | null = null;
    for (;;) {
      const page: { rows: Array<{ id: string | number; value: string }> } = await sql<{
        id: string | number;
        value: string;
      }>`
        select ${id} as id, ${col} as value from ${table}
        where ${col} is not null and ${col} <> '' and ${col} not like ${currentPrefix}
        ${after === null ? sql`` : sql`and ${id} > ${after}`}
        order by ${id} limit ${BATCH}`.execute(db);
      if (page.rows.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const row of page.rows) {
          const aad = `${c.table}.${c.column}.${row.id}`;
          await sql`update ${table} set ${col} = ${reencrypt(ring, row.value, aad)} where ${id} = ${row.id}`.execute(
            trx,
          );
        }
      });
      reencrypted += page.rows.length;
      after = page.rows[page.rows.length - 1]!.id;
    }
    reports.push({ table: c.table, column: c.column, reencrypted });
  }
  return reports;
}
