import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInputError } from './app-error';

// Issue 10 item 3's backstop: PostgreSQL's data errors from bad input answer 400, never 500.

describe.each(testDatabaseKinds())('database input errors (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.close());

  const errorOf = async (query: ReturnType<typeof sql>) => {
    try {
      await query.execute(db.db);
    } catch (error) {
      return error;
    }
    throw new Error('the query succeeded');
  };

  it.each([
    ['an int4 out of range (22003)', sql`select ${'3000000000'}::int4`],
    ['a numeric beyond its column (22003)', sql`select ${'1e29'}::numeric(12, 2)`],
    ['NUL in text (22P05 / 22021)', sql`select convert_from('\\x6100'::bytea, 'UTF8')`],
    ['a malformed date (22007 / 22008)', sql`select ${'2026-02-30'}::date`],
    ['a malformed number (22P02)', sql`select ${'abc'}::int4`],
  ])('maps %s to 400 with a message', async (_label, query) => {
    const mapped = databaseInputError(await errorOf(query));
    expect(mapped?.status).toBe(400);
    expect(mapped?.message).toBeTruthy();
  });

  it('leaves other errors alone', async () => {
    expect(databaseInputError(await errorOf(sql`select * from no_such_table`))).toBeNull();
    expect(databaseInputError(new Error('boom'))).toBeNull();
  });

  it('answers 503 with a message when the statement timeout stopped a statement', () => {
    const mapped = databaseInputError(
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    );
    expect(mapped?.status).toBe(503);
    expect(mapped?.message).toMatch(/took too long/);
  });
});
