// pnpm backup [--out FILE]: one archive of the whole database (docs/backups.md). Same environment as
// `pnpm start`. While the embedded server runs it takes the backup (only one process may open a
// PGlite directory); otherwise this process opens the database itself. The archive's path is the
// last line printed.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '@app/db';
import { ConfigError, loadConfig } from '../core/config';
import { createKeyRing } from '../core/crypto';
import { writeBackup } from '../features/backups/backup-writer';
import { readServerFile } from '../features/backups/server-file';
import { resolveEncryptionKey } from '../security/key-file';

function parseArgs(argv: string[]): { out?: string } {
  const args = argv.filter((a) => a !== '--');
  if (args.length === 0) return {};
  if (args.length === 2 && args[0] === '--out') return { out: resolve(process.env.INIT_CWD ?? '.', args[1]!) };
  if (args.length === 1 && args[0]!.startsWith('--out='))
    return { out: resolve(process.env.INIT_CWD ?? '.', args[0]!.slice(6)) };
  throw new ConfigError('usage: pnpm backup [--out FILE]');
}

async function throughServer(address: string, token: string, out?: string): Promise<string> {
  const response = await fetch(`${address}/api/backups/local`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: address, 'content-type': 'application/json' },
    body: JSON.stringify(out ? { out } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as { path?: string; message?: string };
  if (!response.ok || !body.path) throw new Error(`the server refused: ${body.message ?? response.status}`);
  return body.path;
}

async function main(): Promise<string> {
  const { out } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (!config.databaseUrl) {
    const server = readServerFile(config.dataDir);
    if (server) {
      console.log(`The server (pid ${server.pid}) is running: it takes the backup.`);
      return throughServer(server.address, server.token, out);
    }
    if (!existsSync(join(config.dataDir, 'pgdata')))
      throw new ConfigError(`There is no database in DATA_DIR ${config.dataDir}: nothing to back up.`);
  }
  const ring = createKeyRing(resolveEncryptionKey(config).key, config.encryptionKeysOld);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 1 } : { dataDir: config.dataDir },
  );
  try {
    const written = await writeBackup(database, config, ring, { out });
    console.log(`Backup written: ${written.bytes} bytes.`);
    return written.path;
  } finally {
    await database.close();
  }
}

main().then(
  (path) => {
    console.log(path);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
