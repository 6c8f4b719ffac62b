import type { Server } from 'node:net';
import { migrateToLatest, openDatabase } from '@app/db';
import { ConfigError, loadConfig } from '../core/config';
import { systemCtx } from '../core/service-context';
import { bootstrapAdmin } from '../features/auth/bootstrap';
import { backupBeforeMigrating } from '../features/backups/before-migrate';
import { startBackupSchedule } from '../features/backups/backup-scheduler';
import { publishServerFile } from '../features/backups/server-file';
import { createKeyRing } from '../core/crypto';
import { startReminderSchedule } from '../features/notification-jobs/scheduler';
import { countUsers } from '../features/users/users.repo';
import { createEventBus } from '../realtime/bus';
import { resolveEncryptionKey } from '../security/key-file';
import { runSeed } from '../seed';
import { startHousekeepingSchedule } from './housekeeping-schedule';
import { buildServer } from './server';

let shutdown: ((signal: string, exitCode?: number) => Promise<void>) | undefined;
let interruptedEarly = false;
// Installed first: a signal during start-up still closes the database (PGlite's lock file).
process.once('SIGINT', () => (shutdown ? void shutdown('SIGINT') : (interruptedEarly = true)));
process.once('SIGTERM', () => (shutdown ? void shutdown('SIGTERM') : (interruptedEarly = true)));

async function main(): Promise<void> {
  const config = loadConfig();
  const { key } = resolveEncryptionKey(config);
  config.encryptionKey = key;
  const ring = createKeyRing(key, config.encryptionKeysOld);
  const startupLog = { info: (obj: unknown, msg?: string) => console.log(msg ?? '', JSON.stringify(obj)) };

  // On PostgreSQL, migrations run on a connection of their own, free of the requests' statement timeout.
  if (config.databaseUrl) {
    const migrations = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    try {
      await backupBeforeMigrating(migrations, config, ring, startupLog);
      await migrateToLatest(migrations.db);
    } finally {
      await migrations.close();
    }
  }
  const db = await openDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          statementTimeoutMs: config.statementTimeoutMs,
          namedStatements: config.namedStatements,
          poolSize: config.poolSize,
        }
      : { dataDir: config.dataDir },
  );
  // Filled in as start-up goes; shutdown closes whatever exists.
  const running: { app?: Awaited<ReturnType<typeof buildServer>>; bus?: ReturnType<typeof createEventBus> } = {};
  let closing = false;
  shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    running.app?.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await running.app?.close();
      await running.bus?.close();
    } finally {
      await db.close(); // PGlite releases its lock file here
    }
    process.exit(exitCode);
  };
  if (interruptedEarly) return shutdown('SIGINT');

  if (!config.databaseUrl) {
    await backupBeforeMigrating(db, config, ring, startupLog);
    await migrateToLatest(db.db);
  }
  const bus = (running.bus =
    db.kind === 'postgres' && config.databaseUrl
      ? createEventBus({ kind: 'postgres', databaseUrl: config.databaseUrl })
      : createEventBus({ kind: 'pglite' }));
  await bus.ready();
  const app = (running.app = await buildServer({ db, config, bus }));

  const emptyAtStart = (await countUsers(db.db)) === 0;
  const bootstrap = await bootstrapAdmin(app.deps, { demo: config.seedDemo && emptyAtStart });
  if (bootstrap.created?.generatedPassword) {
    // Printed once, never logged again: the admin changes it in Settings.
    console.log(
      [
        '',
        '  An administrator account was created:',
        `    username: ${bootstrap.created.username}`,
        `    password: ${bootstrap.created.generatedPassword}`,
        '  Write it down now; it is not shown again.',
        '',
      ].join('\n'),
    );
  }
  if (config.seedDemo && emptyAtStart) {
    await runSeed(systemCtx(app.deps));
    app.log.info('demo data loaded');
  }
  if (closing) return;
  // docs/decisions/5-beyond.md: the daily reminder job, at start and every morning.
  const reminders = startReminderSchedule(app.deps, db.kind === 'postgres' ? 'postgres' : 'pglite');
  app.addHook('onClose', () => reminders.stop());
  const backups = startBackupSchedule(app.deps);
  app.addHook('onClose', () => backups.stop());
  if (db.kind === 'pglite') {
    const housekeeping = startHousekeepingSchedule(app, app.deps);
    app.addHook('onClose', () => housekeeping.stop());
  }
  let removeServerFile: (() => void) | undefined;
  app.addHook('onClose', async () => removeServerFile?.());
  await app.listen({ host: config.host, port: config.port });
  // `pnpm backup` finds the embedded server through DATA_DIR/server.json (features/backups/server-file.ts).
  if (db.kind === 'pglite')
    removeServerFile = publishServerFile(app.deps, config.dataDir, localAddress(app.server.address()));
}

/** Where a local process reaches this server (a wildcard host is reached on loopback). */
function localAddress(address: ReturnType<Server['address']>): string {
  if (!address || typeof address === 'string') return `http://127.0.0.1:${loadConfig().port}`;
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  if (shutdown) await shutdown('error', 1).catch(() => {});
  process.exit(1);
});
