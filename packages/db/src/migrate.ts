import type { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index';

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

/** Migrates up to and including `name` (a restore loads data at its archive's level). */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateTo(name);
  if (result.error) throw result.error;
}

export function isKnownMigration(name: string): boolean {
  return Object.hasOwn(migrations, name);
}

/** Migrations not applied yet (empty for a database never migrated: nothing to protect). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  if (!all.some((m) => m.executedAt)) return [];
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
