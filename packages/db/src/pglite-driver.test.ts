import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connect';
import { MAX_PREPARED_PARAMETERS, PGliteStatementConnection } from './pglite-driver';

const q = (text: string, parameters: unknown[] = []) => CompiledQuery.raw(text, parameters);

describe('PGliteStatementConnection', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(() => pglite.close());

  const prepared = async (connection: PGliteStatementConnection) => {
    const { rows } = await connection.executeQuery<{ name: string }>(q('select name from pg_prepared_statements'));
    return rows.map((r) => r.name);
  };

  it('prepares a repeated text once and answers each run with its own values', async () => {
    const connection = new PGliteStatementConnection(pglite);
    for (let i = 0; i < 5; i++) {
      const { rows } = await connection.executeQuery<{ n: number }>(q('select $1::int + 1 as n', [i]));
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    expect(connection.preparedCount).toBe(1);
    expect(await prepared(connection)).toHaveLength(2); // that one and the catalogue query
    await connection.executeQuery(q('deallocate all'));
  });

  it('keeps at most its bound of statements, closing the least recently used in PostgreSQL too', async () => {
    const connection = new PGliteStatementConnection(pglite, 3);
    for (let i = 0; i < 20; i++) {
      const { rows } = await connection.executeQuery<{ n: number }>(q(`select $1::int + ${i} as n`, [1]));
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    expect(connection.preparedCount).toBe(3);
    // The catalogue query is a fourth text: its preparation evicted one more, closed with the next.
    expect((await prepared(connection)).length).toBeLessThanOrEqual(4);
    await connection.executeQuery(q('deallocate all'));
  });

  it('runs a statement with more than its bound of parameters unnamed (multi-row inserts)', async () => {
    const connection = new PGliteStatementConnection(pglite);
    const values = Array.from({ length: MAX_PREPARED_PARAMETERS + 1 }, (_, i) => i);
    const text = `select cardinality(array[${values.map((_, i) => `$${i + 1}::int`).join(', ')}]) as n`;
    for (let run = 0; run < 2; run++) {
      const { rows } = await connection.executeQuery<{ n: number }>(q(text, values));
      expect(rows).toEqual([{ n: values.length }]);
    }
    expect(connection.preparedCount).toBe(0);
    expect(await prepared(connection)).toHaveLength(1); // the catalogue query only
    await connection.executeQuery(q('deallocate all'));
  });

  it('forgets its statements on DDL, and re-prepares one whose columns changed behind its back', async () => {
    const connection = new PGliteStatementConnection(pglite);
    await connection.executeQuery(q('create table ddl_probe (a int)'));
    await connection.executeQuery(q('insert into ddl_probe values ($1)', [1]));
    expect((await connection.executeQuery(q('select * from ddl_probe'))).rows).toEqual([{ a: 1 }]);
    await connection.executeQuery(q('alter table ddl_probe add column b text'));
    expect(connection.preparedCount).toBe(0);
    expect((await connection.executeQuery(q('select * from ddl_probe'))).rows).toEqual([{ a: 1, b: null }]);
    // DDL run inside a function is not seen: PostgreSQL's "cached plan must not change result type" is retried.
    await connection.executeQuery(
      q(`create function widen_probe() returns void language plpgsql as $$
           begin alter table ddl_probe add column c int default 7; end $$`),
    );
    expect((await connection.executeQuery(q('select * from ddl_probe'))).rows).toEqual([{ a: 1, b: null }]);
    await connection.executeQuery(q('select widen_probe()'));
    expect((await connection.executeQuery(q('select * from ddl_probe'))).rows).toEqual([{ a: 1, b: null, c: 7 }]);
  });

  it('serialises parameters by their type and parses results as PGlite does', async () => {
    const connection = new PGliteStatementConnection(pglite);
    await connection.executeQuery(
      q('create table types_probe (j jsonb, t timestamptz, b boolean, a int[], x bytea, n bigint, s text)'),
    );
    const at = new Date('2024-02-29T12:34:56.789Z');
    const values = [{ k: [1, 'two'] }, at, true, [1, 2, 3], new Uint8Array([0, 255]), 12, null];
    const insert = 'insert into types_probe values ($1, $2, $3, $4, $5, $6, $7)';
    expect((await connection.executeQuery(q(insert, values))).numAffectedRows).toBe(1n);
    expect((await connection.executeQuery(q(insert, values))).numAffectedRows).toBe(1n);
    const { rows } = await connection.executeQuery(q('select * from types_probe'));
    expect(rows).toEqual([
      { j: { k: [1, 'two'] }, t: at, b: true, a: [1, 2, 3], x: new Uint8Array([0, 255]), n: 12, s: null },
      { j: { k: [1, 'two'] }, t: at, b: true, a: [1, 2, 3], x: new Uint8Array([0, 255]), n: 12, s: null },
    ]);
    const updated = await connection.executeQuery(q('update types_probe set s = $1', ['x']));
    expect(updated.numAffectedRows).toBe(2n);
  });

  it('answers a statement of bytea columns in binary: the same bytes as PGlite reads, nulls, counts and errors', async () => {
    const connection = new PGliteStatementConnection(pglite);
    await connection.executeQuery(q('create table bytes_probe (id int primary key, b bytea)'));
    const text = 'Zoë, 日本, "quoted"\\ and a long run '.repeat(2_000);
    const select = q("select convert_to($1::text, 'UTF8') as b, null::bytea as none, $2::bytea as given", [
      text,
      new Uint8Array([0, 1, 255]),
    ]);
    for (let run = 0; run < 2; run++) {
      const { rows } = await connection.executeQuery<{ b: Uint8Array; none: null; given: Uint8Array }>(select);
      expect(new TextDecoder().decode(rows[0]!.b)).toBe(text);
      expect(rows[0]!.none).toBeNull();
      expect([...rows[0]!.given]).toEqual([0, 1, 255]);
      // PGlite's own reading (hex, parsed back) gives the same bytes.
      const own = await pglite.query<{ b: Uint8Array }>(select.sql, [...select.parameters]);
      expect(Buffer.from(rows[0]!.b).equals(Buffer.from(own.rows[0]!.b))).toBe(true);
    }
    const insert = q('insert into bytes_probe values ($1, $2) returning b', [1, new Uint8Array([7])]);
    const inserted = await connection.executeQuery<{ b: Uint8Array }>(insert);
    expect([inserted.numAffectedRows, [...inserted.rows[0]!.b]]).toEqual([1n, [7]]);
    await expect(connection.executeQuery(insert)).rejects.toMatchObject({ code: '23505' });
    expect(connection.status).toBe('I');
    await expect(
      connection.executeQuery(q('select decode($1::text, $2::text) as b', ['zz', 'hex'])),
    ).rejects.toMatchObject({ code: '22023' });
    // In a transaction the status follows it, and an error aborts it as any other statement's.
    await connection.executeQuery(q('begin'));
    await connection.executeQuery(q("select convert_to('a', 'UTF8') as b"));
    expect(connection.status).toBe('T');
    await expect(connection.executeQuery(insert)).rejects.toMatchObject({ code: '23505' });
    expect(connection.status).toBe('E');
    await connection.executeQuery(q('rollback'));
    expect(connection.status).toBe('I');
    expect((await connection.executeQuery(q('select count(*)::int as n from bytes_probe'))).rows).toEqual([{ n: 1 }]);
  });

  it('throws PostgreSQL errors with their code and stays usable', async () => {
    const connection = new PGliteStatementConnection(pglite);
    await connection.executeQuery(q('create table unique_probe (id int primary key)'));
    const insert = q('insert into unique_probe values ($1)', [1]);
    await connection.executeQuery(insert);
    await expect(connection.executeQuery(insert)).rejects.toMatchObject({ code: '23505', query: insert.sql });
    await expect(connection.executeQuery(q('select nope'))).rejects.toMatchObject({ code: '42703' });
    expect((await connection.executeQuery(q('select count(*)::int as n from unique_probe'))).rows).toEqual([{ n: 1 }]);
    expect(connection.status).toBe('I');
  });
});

describe('PGlite through Kysely (openDatabase)', () => {
  let handle: DatabaseHandle;
  let db: Kysely<any>;
  beforeAll(async () => {
    handle = await openDatabase();
    db = handle.db as unknown as Kysely<any>;
    await sql`create table tx_probe (id int primary key, label text)`.execute(db);
  });
  afterAll(() => handle.close());

  it('commits, rolls back, and reports a transaction an error aborted', async () => {
    await db.transaction().execute((trx) => trx.insertInto('txProbe').values({ id: 1, label: 'kept' }).execute());
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('txProbe').values({ id: 2, label: 'dropped' }).execute();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('txProbe')
          .values({ id: 1, label: 'duplicate' })
          .execute()
          .catch(() => undefined);
      }),
    ).rejects.toMatchObject({ name: 'AbortedTransactionError' });
    const rows = await db.selectFrom('txProbe').selectAll().orderBy('id').execute();
    expect(rows).toEqual([{ id: 1, label: 'kept' }]);
  });

  it('honours savepoints and isolation levels', async () => {
    const trx = await db.startTransaction().setIsolationLevel('serializable').execute();
    const level = await sql<{ level: string }>`select current_setting('transaction_isolation') as level`.execute(trx);
    expect(level.rows[0]!.level).toBe('serializable');
    await trx.insertInto('txProbe').values({ id: 10, label: 'before' }).execute();
    const sp = await trx.savepoint('a').execute();
    await sp.insertInto('txProbe').values({ id: 11, label: 'undone' }).execute();
    const back = await sp.rollbackToSavepoint('a').execute();
    await back.commit().execute();
    const ids = await db.selectFrom('txProbe').select('id').where('id', '>=', 10).execute();
    expect(ids).toEqual([{ id: 10 }]);
  });

  it('plans each run of a prepared statement for its values', async () => {
    const mode = await sql<{ planCacheMode: string }>`show plan_cache_mode`.execute(db);
    expect(mode.rows[0]!.planCacheMode).toBe('force_custom_plan');
  });

  it('streams a query in chunks', async () => {
    await sql`insert into tx_probe select g, 'n' || g from generate_series(100, 104) g`.execute(db);
    const chunks: number[] = [];
    for await (const row of db.selectFrom('txProbe').select('id').where('id', '>=', 100).orderBy('id').stream(2)) {
      chunks.push(row.id as number);
    }
    expect(chunks).toEqual([100, 101, 102, 103, 104]);
  });
});
