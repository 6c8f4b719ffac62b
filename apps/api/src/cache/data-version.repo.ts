import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** The rows of data_versions (migration 2026-11-29T1110-data-versions). */
export const DATA_VERSION_ROW = 1;
export const SESSION_VERSION_ROW = 2;

/** The version committed so far: one primary-key read, outside any transaction. */
export async function committedVersion(db: Kysely<Database>, row: number): Promise<number> {
  const found = await db.selectFrom('dataVersions').select('version').where('id', '=', row).executeTakeFirst();
  return Number(found?.version ?? 0);
}

/** Reads the committed version of `row` on `db`: the check a kept answer passes before it serves. */
export const committedVersionOf = (db: Kysely<Database>, row: number) => () => committedVersion(db, row);
