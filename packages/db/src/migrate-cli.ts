import { resolve } from 'node:path';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';

const repoRoot = resolve(import.meta.dirname, '../../..');
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : resolve(repoRoot, '.data'),
});
try {
  const { results } = await migrateToLatest(handle.db);
  for (const r of results ?? []) console.log(`${r.status}: ${r.migrationName}`);
  console.log(`Database (${handle.kind}) is up to date.`);
} finally {
  await handle.close();
}
