import { createTestDatabase, type DatabaseKind, type TestDatabase } from '@app/db';
import { sql } from 'kysely';
import { generateClients } from '../bench/generate-clients';
import { generateOrganizations } from '../bench/generate-organizations';

// The data of the search statements' equivalence tests (lists/recent-matches.test.ts,
// lists/collected-matches.test.ts): generated clients and organizations, analyzed, and the words of
// the newest rows' names and emails to search for.

/** The clients, and the organizations, generated. */
export const SEARCH_TEST_ROWS = 1500;

/** A database with 1,500 generated clients and 1,500 organizations, analyzed. */
export async function searchTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const db = await createTestDatabase(kind);
  await generateClients(db.db, SEARCH_TEST_ROWS, 11);
  await generateOrganizations(db.db, SEARCH_TEST_ROWS);
  await sql`analyze`.execute(db.db);
  return db;
}

/** The words of four letters or more in the names and emails of the `newest` rows of `table`. */
export async function newestWords(
  db: TestDatabase,
  table: 'clients' | 'organizations',
  newest: number,
): Promise<string[]> {
  const { rows } = await sql<{ s: string }>`select search_text as s from ${sql.table(table)}
    where deleted_at is null order by id desc limit ${newest}`.execute(db.db);
  return rows.flatMap((r) =>
    r.s
      .split(String.fromCharCode(31))
      .flatMap((field) => field.split(/[\s@.]+/))
      .filter((w) => w.length >= 4),
  );
}
