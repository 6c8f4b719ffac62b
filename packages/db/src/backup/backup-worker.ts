// A PostgreSQL backup's own thread (started by writePostgresArchive): reading the COPY streams,
// counting, hashing, compressing and encrypting them ran on the server's event loop and delayed
// the requests it was serving meanwhile. Here they delay nothing but this thread, which also
// lowers its own scheduling priority (on Linux a thread's nice value is its own) and compresses on
// itself rather than on libuv's shared pool, so on a busy machine the server's requests and
// PostgreSQL's answers to them come first and the backup takes what is left.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { writeArchive } from './archive';
import type { BackupWorkerJob, BackupWorkerAnswer } from './postgres-archive';
import { snapshotPostgres } from './snapshot';

/** The nice value of the backup's thread (0 normal, 19 lowest). */
const BACKUP_NICE = 10;

const job = workerData as BackupWorkerJob;
try {
  setPriority(BACKUP_NICE);
} catch {
  // Not allowed here (some containers): the backup runs at the server's priority.
}
const answer = (message: BackupWorkerAnswer) => parentPort!.postMessage(message);
writeArchive(
  job.file,
  { key: Buffer.from(job.key), sealedBy: job.sealedBy },
  snapshotPostgres(job.databaseUrl, job.options),
  { gzipOnThisThread: true },
).then(
  (bytes) => answer({ bytes }),
  (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
);
