// pnpm restore FILE: into a new DATA_DIR, or the empty PostgreSQL database of DATABASE_URL with
// that target's own ENCRYPTION_KEY; BACKUP_KEY as when the backup was taken (docs/backups.md).
// A failed restore exits non-zero and leaves the target empty.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../core/config';
import { restoreBackup } from '../features/backups/backup-restore';

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
