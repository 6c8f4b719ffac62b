import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { reencrypt, type KeyRing } from '../core/crypto';
import { ENCRYPTED_COLUMNS, type EncryptedColumn } from './encrypted-columns';
import { sealedValuesNotLike, writeSealedValue } from './encrypted-columns.repo';

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
    let reencrypted = 0;
    let after: string | number | null = null;
    for (;;) {
      const rows = await sealedValuesNotLike(db, c, currentPrefix, after, BATCH);
      if (rows.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          await writeSealedValue(trx, c, row.id, reencrypt(ring, row.value, `${c.table}.${c.column}.${row.id}`));
        }
      });
      reencrypted += rows.length;
      after = rows[rows.length - 1]!.id;
    }
    reports.push({ table: c.table, column: c.column, reencrypted });
  }
  return reports;
}
