import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { ts } from '@app/db';

/** App-wide settings, one jsonb value per key. */
export async function readSetting<T>(db: Kysely<Database>, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return fallback;
  const value = typeof row.value === 'string' ? safeParse(row.value) : row.value;
  return (value ?? fallback) as T;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: unknown, now: Date): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('appSettings')
    .values({ key, value: json, updatedAt: ts(now) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updatedAt: ts(now) }))
    .execute();
}

/** Stores `value` unless the key already has one (the first of two racing writers wins). */
export async function insertSettingIfAbsent(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('appSettings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
