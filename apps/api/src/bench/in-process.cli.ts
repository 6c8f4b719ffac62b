// In-process cost of the bench's requests, without HTTP or autocannon noise: builds the server on an
// existing database (PGlite DATA_DIR or DATABASE_URL, filled by the bench's generators; demo seed and
// admin added when the users table is empty), then times `app.inject` per scenario, sequentially
// (per-request cost, its database time and query count) and with 10 in flight (p99).
// Run from apps/api:  DATA_DIR=/tmp/x npx tsx src/bench/in-process.cli.ts [--sql|--explain]
// (--sql: print each request's SQL; --explain: with EXPLAIN ANALYZE of each select; SCREENS=lists:
// the list screens of list-screens.ts on a database list-data.cli.ts made, signed in as its admin;
// PATHS: space-separated request paths to time instead)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { migrateToLatest, openDatabase } from '@app/db';
import { loadConfig } from '../core/config';
import { systemCtx } from '../core/service-context';
import { bootstrapAdmin } from '../features/auth/bootstrap';
import { countUsers } from '../features/users/users.repo';
import { runSeed } from '../seed';
import { buildServer } from '../app/server';
import { firmDate } from '@app/domain';
import { BENCH_ADMIN } from './http-bench';
import { listScreens } from './list-screens';

/** Times every query: start in transformQuery, end in transformResult (same queryId). */
class QueryTimer implements KyselyPlugin {
  started = new WeakMap<object, number>();
  count = 0;
  ms = 0;
  /** Set: the queries run are collected here (compiled). */
  sql: CompiledQuery[] | null = null;
  compiled = new WeakMap<object, CompiledQuery>();
  compile?: (node: RootOperationNode, queryId: PluginTransformQueryArgs['queryId']) => CompiledQuery;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.sql && this.compile) this.compiled.set(args.queryId, this.compile(args.node, args.queryId));
    this.started.set(args.queryId, performance.now());
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const at = this.started.get(args.queryId);
    const compiled = this.compiled.get(args.queryId);
    if (this.sql && compiled) this.sql.push(compiled);
    if (at !== undefined) {
      this.count++;
      this.ms += performance.now() - at;
    }
    return args.result;
  }
  reset() {
    this.count = 0;
    this.ms = 0;
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main() {
  const explain = process.argv.includes('--explain');
  const showSql = explain || process.argv.includes('--sql');
  const rounds = Number(process.env.ROUNDS || 200);
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Admin123!',
  });
  config.encryptionKey = randomBytes(32).toString('base64');
  const handle = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const timer = new QueryTimer();
  const db = handle.db.withPlugin(timer);
  timer.compile = (node, queryId) => handle.db.getExecutor().compileQuery(node, queryId);
  await migrateToLatest(handle.db);
  const app = await buildServer({ db: { ...handle, db }, config });
  if ((await countUsers(db)) === 0) {
    await bootstrapAdmin(app.deps, { demo: true });
    await runSeed(systemCtx(app.deps));
  }
  const lists = process.env.SCREENS === 'lists';
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: 'http://localhost' },
    payload: lists ? BENCH_ADMIN : { username: 'admin', password: 'Admin123!' },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const q = encodeURIComponent(JSON.stringify({ q: 'garc' }));
  const orgList = encodeURIComponent(JSON.stringify({ search: 'harbor', status: 'active' }));
  const screens = lists ? listScreens(firmDate(new Date())) : null;
  const paths = process.env.PATHS
    ? process.env.PATHS.split(' ')
    : screens
      ? screens.map((screen) => screen.path)
      : [
          '/api/health',
          '/api/notifications',
          '/api/clients?search=garc&limit=5',
          '/api/clients?search=kowal&limit=5',
          '/api/clients',
          '/api/clients?status=active',
          '/api/clients?offset=50',
          `/trpc/search.global?input=${q}`,
          '/api/organizations',
          '/api/organizations?status=active',
          '/api/organizations?search=harbor&status=active',
          '/api/organizations?search=bakery%201234',
          '/api/organizations?search=zzqx',
          `/trpc/organizations.list?input=${orgList}`,
        ];
  const only = process.env.ONLY;
  const rows = [];
  for (const url of paths.filter((p) => !only || p.includes(only))) {
    const headers = url === '/api/health' ? {} : { cookie };
    for (let i = 0; i < Math.min(20, rounds); i++) await app.inject({ url, headers }); // warm up
    if (showSql) {
      timer.sql = [];
      await app.inject({ url, headers });
      const queries = timer.sql;
      timer.sql = null;
      console.log(`\n${url}`);
      for (const query of queries) {
        console.log(`  ${query.sql}  -- ${JSON.stringify(query.parameters)}`);
        if (explain && /^\s*(select|with)/i.test(query.sql)) {
          const plan = await handle.db.executeQuery<Record<string, string>>(
            CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
          );
          console.log(plan.rows.map((r) => `      ${Object.values(r)[0]}`).join('\n'));
        }
      }
    }
    timer.reset();
    const seq: number[] = [];
    let status = 0;
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      const res = await app.inject({ url, headers });
      seq.push(performance.now() - t);
      status = res.statusCode;
    }
    const queries = timer.count / rounds;
    const dbMs = timer.ms / rounds;
    const conc: number[] = [];
    const inFlight = 10;
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next++ < rounds * 2) {
          const t = performance.now();
          await app.inject({ url, headers });
          conc.push(performance.now() - t);
        }
      }),
    );
    seq.sort((a, b) => a - b);
    conc.sort((a, b) => a - b);
    rows.push({
      url: screens?.find((screen) => screen.path === url)?.name ?? (url.length > 60 ? `${url.slice(0, 57)}...` : url),
      status,
      'seq p50': +pct(seq, 50).toFixed(2),
      'seq p99': +pct(seq, 99).toFixed(2),
      queries: +queries.toFixed(2),
      'db ms': +dbMs.toFixed(2),
      'x10 p50': +pct(conc, 50).toFixed(1),
      'x10 p99': +pct(conc, 99).toFixed(1),
    });
  }
  console.log(`${handle.kind}, ${rounds} sequential then ${rounds * 2} with 10 in flight`);
  console.table(rows);
  await app.close();
  await handle.close();
}

await main();
