// A kept database of the list-screen data set (list-data.ts), for EXPLAIN and in-process.cli.ts:
//   DATA_DIR=/tmp/lists npx tsx src/bench/list-data.cli.ts [clients]
//   DATABASE_URL=postgres://.../lists npx tsx src/bench/list-data.cli.ts [clients]   (database created first)
import { migrateToLatest, openDatabase } from '@app/db';
import { firmDate } from '@app/domain';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { insertUser } from '../features/users/users.repo';
import { hashPassword } from '../security/password';
import { BENCH_ADMIN } from './http-bench';
import { generateListData } from './list-data';

const clients = Number(process.argv[2] || 100_000);
const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { databaseUrl: url } : { dataDir: process.env.DATA_DIR! });
const started = performance.now();
await migrateToLatest(handle.db);
await insertUser(handle.db, {
  username: BENCH_ADMIN.username,
  passwordHash: await hashPassword(BENCH_ADMIN.password),
  role: 'admin',
});
await generateListData(handle.db, clients, firmDate(new Date()));
// As a kept server would have it: vacuumed (pages marked all-visible) and analyzed. PGlite's server
// does this itself after a load (app/housekeeping-schedule.ts), PostgreSQL's autovacuum on its own.
await sql`vacuum (analyze)`.execute(handle.db);
console.log(`${handle.kind}: ${clients} clients generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await handle.close();
