import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connect';
import { isNameable } from './pg-named-statements';
import { createTestDatabase } from './testing';

describe('which statements are named', () => {
  it('names plain DML and leaves patterns, DDL, session commands and huge inserts unnamed', () => {
    expect(isNameable('select * from clients where id = $1', 1)).toBe(true);
    expect(isNameable('with p as (select 1) select * from p', 0)).toBe(true);
    expect(isNameable('insert into notes (body) values ($1)', 1)).toBe(true);
    expect(isNameable('update tasks set status = $1 where id = $2', 2)).toBe(true);
    expect(isNameable('select id from clients where full_name ilike $1', 1)).toBe(false);
    expect(isNameable('select id from clients where search_text LIKE lower($1)', 1)).toBe(false);
    expect(isNameable('select id from clients where phone like $12 and id = $1', 12)).toBe(false);
    expect(isNameable('select id from t where a = $1 or b ilike  lower( $2 ) order by id', 2)).toBe(false);
    // A prefix built in the text keeps its index range in every plan.
    expect(isNameable("select w.id from words w where w.word like lower($1) || '%' limit 10", 1)).toBe(true);
    expect(isNameable("select id from t where word like $12 || '%'", 12)).toBe(true);
    expect(isNameable("select id from organizations where $1 like '%' || lower(business_dba) || '%'", 1)).toBe(true);
    expect(isNameable('alter table clients add column x int', 0)).toBe(false);
    expect(isNameable('set statement_timeout = 5', 0)).toBe(false);
    expect(isNameable('begin', 0)).toBe(false);
    expect(isNameable('insert into notes (body) values ($1)', 1_001)).toBe(false);
    // A column whose name merely holds the word is not a pattern.
    expect(isNameable('select likes, liked_at from posts where id = $1', 1)).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  it('parses a repeated statement once per connection and survives another connection changing its table', async () => {
    const test = await createTestDatabase('postgres', { empty: true });
    const handle = await openDatabase({ databaseUrl: test.databaseUrl!, poolSize: 1 });
    const other = new pg.Client({ connectionString: test.databaseUrl });
    await other.connect();
    try {
      await sql`create table named_t (id int primary key, a text)`.execute(handle.db);
      await sql`insert into named_t values (1, 'one')`.execute(handle.db);
      const read = () => sql<Record<string, unknown>>`select * from named_t where id = ${1}`.execute(handle.db);
      expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
      expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        handle.db,
      );
      expect(prepared.rows.map((r) => r.statement)).toContain('select * from named_t where id = $1');

      // Another process's migration adds a column: PostgreSQL refuses the kept statement (0A000),
      // which runs again unnamed and answers the new shape.
      await other.query('alter table named_t add column b text');
      expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: null }]);
      expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: null }]);

      // Inside a transaction the same failure stands: the transaction is aborted and cannot retry.
      await other.query('alter table named_t add column c text');
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await sql`select * from named_t where id = ${1}`.execute(trx);
        }),
      ).rejects.toMatchObject({ code: '0A000' });
      expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: null, c: null }]);
    } finally {
      await other.end();
      await handle.close();
      await test.close();
    }
  });

  it('can be turned off', async () => {
    const test = await createTestDatabase('postgres', { empty: true });
    const handle = await openDatabase({ databaseUrl: test.databaseUrl!, poolSize: 1, namedStatements: false });
    try {
      await sql`select ${1}::int as n`.execute(handle.db);
      await sql`select ${1}::int as n`.execute(handle.db);
      const prepared = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(
        handle.db,
      );
      expect(prepared.rows[0]!.n).toBe(0);
    } finally {
      await handle.close();
      await test.close();
    }
  });
});
