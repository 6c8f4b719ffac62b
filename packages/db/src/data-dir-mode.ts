import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded data directory holds the whole database (and the encryption key file): only its
 * owner may read it. Creates it 0700 and, at every start, takes group and other bits off every
 * directory and file below it (PGlite writes its files 0666 less the umask).
 */
export function makeDataDirPrivate(root: string): void {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  restrict(root);
}

function restrict(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o7700);
  if (stat.isDirectory()) for (const name of readdirSync(path)) restrict(join(path, name));
}
