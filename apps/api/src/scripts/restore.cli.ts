// pnpm restore FILE: into a new DATA_DIR, or the empty PostgreSQL database of DATABASE_URL with
// that target's own ENCRYPTION_KEY; BACKUP_KEY as when the backup was taken (docs/backups.md).
// A failed restore exits non-zero and leaves the target empty.
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from '../core/config';
import { restoreBackup } from '../features/backups/backup-restore';

// PGlite's WebAssembly is compiled by V8's baseline compiler only: its optimising tier would
// compile the hot functions a second time, about 60 MB more at this process's peak (a restore of
// 100,000 clients: 299 MB against 351 to 377 MB) for about 7 s less of a 20 s restore. Set before
// anything compiles it (the database opens in main).
setFlagsFromString('--liftoff-only');

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new ConfigError('usage: pnpm restore FILE');
  const config = loadConfig();
  const report = await restoreBackup(config, resolve(process.env.INIT_CWD ?? '.', args[0]!));
  const m = report.manifest;
  console.log(`Restored ${report.rows} rows in ${Object.keys(m.tables).length} tables into ${report.target}.`);
  console.log(`Archive taken ${m.createdAt} from ${m.source} at schema ${m.migration}; counts and checksums verified.`);
  if (report.resealed) console.log(`${report.resealed} sensitive values sealed again under this ENCRYPTION_KEY.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
