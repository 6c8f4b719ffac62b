import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

/** Who hears about a failed backup: every admin. */
export async function adminIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** A session advisory lock: one process of those sharing PostgreSQL takes the scheduled backup. */
export async function tryBackupLock(db: Db, key: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(db);
  return rows[0]?.locked === true;
}

export async function releaseBackupLock(db: Db, key: number): Promise<void> {
  await sql`select pg_advisory_unlock(${key})`.execute(db);
}
