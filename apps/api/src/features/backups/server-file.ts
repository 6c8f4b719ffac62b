import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from './backup-files';

// Only one process may open a PGlite data directory, so while the embedded server runs, `pnpm
// backup` asks it to take the backup. The server announces itself in DATA_DIR/server.json (mode
// 0600: its token is as good as the data directory's own permissions) and removes it when it stops.

export const SERVER_FILE = 'server.json';

export interface ServerFile {
  pid: number;
  /** Where the server listens, e.g. http://127.0.0.1:3000. */
  address: string;
  /** Proves the caller can read the data directory: POST /api/backups/local requires it. */
  token: string;
}

const tokens = new WeakMap<object, string>();

/** Writes server.json for this process; answers the function that removes it again. */
export function publishServerFile(owner: object, dataDir: string, address: string): () => void {
  const token = randomBytes(32).toString('base64url');
  const file = join(dataDir, SERVER_FILE);
  const tmp = `${file}.${process.pid}`;
  const content: ServerFile = { pid: process.pid, address, token };
  writeFileSync(tmp, JSON.stringify(content), { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
  tokens.set(owner, token);
  return () => {
    tokens.delete(owner);
    // Another server may have started since (after this one lost its lock): leave its file alone.
    if (readServerFile(dataDir, { checkAlive: false })?.token === token) rmSync(file, { force: true });
  };
}

/** Whether `given` is the token this server published (constant-time compare). */
export function localTokenMatches(owner: object, given: string | undefined): boolean {
  const token = tokens.get(owner);
  if (!token || !given) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The running server of `dataDir`, or null (no file, unreadable, or its process is gone). */
export function readServerFile(dataDir: string, options = { checkAlive: true }): ServerFile | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, SERVER_FILE), 'utf8')) as ServerFile;
    if (!Number.isInteger(parsed.pid) || typeof parsed.address !== 'string' || typeof parsed.token !== 'string')
      return null;
    if (options.checkAlive && !processAlive(parsed.pid)) return null;
    return parsed;
  } catch {
    return null;
  }
}
