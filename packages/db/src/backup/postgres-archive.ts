import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ArchiveSecret } from './archive-header';
import type { SnapshotOptions } from './snapshot';

export interface BackupWorkerJob {
  file: string;
  key: Uint8Array;
  sealedBy: ArchiveSecret['sealedBy'];
  databaseUrl: string;
  options: SnapshotOptions;
}

export type BackupWorkerAnswer = { bytes: number } | { error: string };

/**
 * The worker's script: built beside the server's bundle (apps/api/build.mjs makes
 * dist/backup-worker.js), or from the sources, loaded through tsx's loader (development, tests).
 */
function workerScript(): { script: URL | string; eval: boolean } {
  const built = new URL('./backup-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { script: built, eval: false };
  // require.resolve answers tsx's CommonJS build of its API; the worker imports the ESM one beside it.
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(api).href;
  const source = new URL('./backup-worker.ts', import.meta.url).href;
  return {
    script: `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`,
    eval: true,
  };
}

/**
 * writeArchive of a PostgreSQL snapshot (one REPEATABLE READ transaction), run in a worker thread
 * so that the server's event loop keeps serving requests while the backup is read and sealed.
 * Answers the archive's size in bytes.
 */
export function writePostgresArchive(
  file: string,
  secret: ArchiveSecret,
  databaseUrl: string,
  options: SnapshotOptions,
): Promise<number> {
  const { script, eval: evaluate } = workerScript();
  const job: BackupWorkerJob = {
    file,
    key: new Uint8Array(secret.key),
    sealedBy: secret.sealedBy,
    databaseUrl,
    options,
  };
  return new Promise((resolve, reject) => {
    let answered = false;
    const worker = new Worker(script, { workerData: job, eval: evaluate });
    worker.once('message', (message: BackupWorkerAnswer) => {
      answered = true;
      if ('bytes' in message) resolve(message.bytes);
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The backup thread stopped (exit code ${code}) before the archive was written.`));
    });
  });
}
