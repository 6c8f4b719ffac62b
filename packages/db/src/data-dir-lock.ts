import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite takes no lock on its data directory and two processes opening it corrupt it.
 * The lock file holds the owner's pid; a stale one (owner gone) is taken over.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && isAlive(owner)) {
        throw new Error(`The data directory is in use by process ${owner} (${lockPath}).`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
