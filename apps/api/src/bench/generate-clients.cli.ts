// Run before the bench's server starts: tsx src/bench/generate-clients.cli.ts [count]
import { migrateToLatest, openDatabase } from '@app/db';
import { generateClients, searchPlan } from './generate-clients';

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? process.env.BENCH_CLIENTS ?? 100_000);
  const handle = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? '.data' },
  );
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    await generateClients(handle.db, count);
    for (const term of ['garc', 'kowal'])
      console.log(`plan of the search for "${term}":\n${await searchPlan(handle.db, term)}`);
    console.log(`generated ${count} clients in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
  } finally {
    await handle.close();
  }
}

await main();
