// Cost of one statement on in-memory PGlite by layer: raw PGlite `query`, one batched
// execProtocol message, Kysely's PGliteDialect, and this package's stack (openDatabase).
// Run from packages/db (under flock /tmp/bench.lock):  npx tsx src/round-trip-bench.cli.ts
import { performance } from 'node:perf_hooks';
import { PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely, PGliteDialect, sql, type Kysely as K } from 'kysely';
import { openDatabase } from './connect';
import { PGliteStatementConnection } from './pglite-driver';

const N = Number(process.env.N || 3000);
const { serialize } = protocol;

// The machine is shared: the best of 20 chunks' means, which drops the chunks another process preempted.
async function time(label: string, fn: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 300; i++) await fn(i);
  const chunk = Math.ceil(N / 20);
  let best = Infinity;
  for (let c = 0; c < 20; c++) {
    const t = performance.now();
    for (let i = 0; i < chunk; i++) await fn(c * chunk + i);
    best = Math.min(best, (performance.now() - t) / chunk);
  }
  console.log(`${label.padEnd(48)} ${(best * 1000).toFixed(1).padStart(7)} µs`);
}

async function fill(run: (text: string) => Promise<unknown>) {
  await run('create table t (id int primary key, name text not null, at timestamptz not null default now())');
  await run("insert into t (id, name) select g, 'name ' || g from generate_series(1, 1000) g");
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

async function raw() {
  const pg = await PGlite.create({ extensions: { pg_trgm } });
  await fill((text) => pg.exec(text));
  await time('pglite.query select 1', () => pg.query('select 1'));
  await time('pglite.query by pk', (i) => pg.query('select * from t where id = $1', [(i % 1000) + 1]));
  await time('pglite.exec select 1', () => pg.exec('select 1'));
  await time('execProtocolStream P/B/D/E/S select 1', () =>
    pg.execProtocolStream(
      concat([
        serialize.parse({ text: 'select 1' }),
        serialize.bind({}),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    ),
  );
  await time('execProtocolStream P/B/D/E/S by pk', (i) =>
    pg.execProtocolStream(
      concat([
        serialize.parse({ text: 'select * from t where id = $1', types: [23] }),
        serialize.bind({ values: [String((i % 1000) + 1)] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    ),
  );
  await pg.execProtocolStream(
    concat([serialize.parse({ name: 's1', text: 'select * from t where id = $1', types: [23] }), serialize.sync()]),
  );
  await time('execProtocolStream named B/E/S by pk', (i) =>
    pg.execProtocolStream(
      concat([
        serialize.bind({ statement: 's1', values: [String((i % 1000) + 1)] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    ),
  );
  await time('execProtocolRawSync named B/E/S by pk', (i) =>
    Promise.resolve(
      pg.execProtocolRawSync(
        concat([
          serialize.bind({ statement: 's1', values: [String((i % 1000) + 1)] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      ),
    ),
  );
  const conn = new PGliteStatementConnection(pg);
  const one = CompiledQuery.raw('select 1');
  await time('PGliteStatementConnection select 1', () => conn.executeQuery(one));
  await time('PGliteStatementConnection by pk', (i) =>
    conn.executeQuery(CompiledQuery.raw('select * from t where id = $1', [(i % 1000) + 1])),
  );
  const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite: pg }) });
  await kyselyLoop('kysely PGliteDialect', db);
  await pg.close();
}

async function kyselyLoop(label: string, db: K<any>) {
  await time(`${label} select 1`, () => db.executeQuery(CompiledQuery.raw('select 1')));
  await time(`${label} by pk (builder)`, (i) =>
    db
      .selectFrom('t')
      .selectAll()
      .where('id', '=', (i % 1000) + 1)
      .execute(),
  );
  await time(`${label} 2-query transaction`, (i) =>
    db.transaction().execute(async (tx) => {
      await tx
        .selectFrom('t')
        .selectAll()
        .where('id', '=', (i % 1000) + 1)
        .execute();
      await sql`update t set name = ${'x' + i} where id = ${(i % 1000) + 1}`.execute(tx);
    }),
  );
}

async function ours() {
  const handle = await openDatabase();
  await fill((text) => sql.raw(text).execute(handle.db));
  await kyselyLoop('ours (openDatabase)', handle.db as K<any>);
  await handle.close();
}

const only = process.argv[2];
if (!only || only === 'raw') await raw();
if (!only || only === 'ours') await ours();
