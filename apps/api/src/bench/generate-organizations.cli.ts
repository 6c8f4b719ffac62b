// Run before the bench's server starts: tsx src/bench/generate-organizations.cli.ts [count]
import { migrateToLatest, openDatabase } from '@app/db';
import { generateOrganizations, organizationSearchPlan } from './generate-organizations';

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? process.env.BENCH_ORGANIZATIONS ?? 20_000);
  const handle = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? '.data' },
  );
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    await generateOrganizations(handle.db, count);
    for (const term of ['harbor', 'zzqx'])
      console.log(`plan of the organization search for "${term}":\n${await organizationSearchPlan(handle.db, term)}`);
    console.log(`generated ${count} organizations in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
  } finally {
    await handle.close();
  }
}

await main();
