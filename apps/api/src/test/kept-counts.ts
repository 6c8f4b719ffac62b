import { createTestDatabase, testDatabaseKinds, type Database, type TestDatabase } from '@app/db';
import type { Kysely, RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect } from 'vitest';

/** The database of a counts test, and its check that the kept counts equal a recount. */
export interface KeptCountsTest<R> {
  readonly db: Kysely<Database>;
  /** Asserts the counts kept by the triggers equal the recount from the tables; returns them. */
  expectRecounted(): Promise<R[]>;
}

/**
 * A counts test on each database kind: a fresh database (made before the body's own beforeAll,
 * closed after), where `kept` (the counts table read in key order) must equal `recounted` (the
 * same keys counted from the rows) after every kind of write the body makes.
 */
export function describeKeptCounts<R>(
  title: string,
  queries: { kept: RawBuilder<R>; recounted: RawBuilder<R> },
  body: (t: KeptCountsTest<R>) => void,
): void {
  describe.each(testDatabaseKinds())(`${title} (%s)`, (kind) => {
    let database: TestDatabase | undefined;
    const db = () => {
      if (!database) throw new Error(`${title}: the database is made in beforeAll`);
      return database.db;
    };
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(() => database?.close());
    body({
      get db() {
        return db();
      },
      async expectRecounted() {
        const kept = (await queries.kept.execute(db())).rows;
        expect(kept).toEqual((await queries.recounted.execute(db())).rows);
        return kept;
      },
    });
  });
}
