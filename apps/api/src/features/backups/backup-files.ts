import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupInfo } from '@app/domain';

// The backup directory's archives: `practice-desk-<UTC stamp>.pdbk`, so names sort by time. A file
// still being written is `<name>.partial-<pid>` (writeArchive renames it when complete).

const PREFIX = 'practice-desk-';
const SUFFIX = '.pdbk';
const COMPLETE = /^practice-desk-(\d{8}T\d{6}(?:\d{3})?Z)\.pdbk$/;
const PARTIAL = /^practice-desk-.*\.pdbk\.partial-(\d+)$/;

/** The archive name for a backup taken at `at` (milliseconds keep two in one second apart). */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.(\d{3})Z$/, '$1Z');
  return `${PREFIX}${stamp}${SUFFIX}`;
}

function stampDate(stamp: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})?Z$/.exec(stamp)!;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7] ?? '000'}Z`);
}

function names(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Every complete archive in `dir`, newest first. */
export function listBackups(dir: string): BackupInfo[] {
  const found: BackupInfo[] = [];
  for (const name of names(dir)) {
    const match = COMPLETE.exec(name);
    if (!match) continue;
    try {
      const stat = statSync(join(dir, name));
      if (stat.isFile()) found.push({ file: name, bytes: stat.size, createdAt: stampDate(match[1]!).toISOString() });
    } catch {
      // Removed meanwhile (a prune in another process).
    }
  }
  return found.sort((a, b) => (a.file < b.file ? 1 : -1));
}

export function latestBackup(dir: string): BackupInfo | null {
  return listBackups(dir)[0] ?? null;
}

/** Whether a process id names a live process (EPERM: alive, someone else's). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes archives older than `keepDays` (the newest one always stays, however old) and partial
 * files left by a process that died while writing.
 */
export function pruneBackups(dir: string, keepDays: number, now: Date): string[] {
  const removed: string[] = [];
  const cutoff = now.getTime() - keepDays * 86_400_000;
  for (const backup of listBackups(dir).slice(1)) {
    if (Date.parse(backup.createdAt) >= cutoff) continue;
    rmSync(join(dir, backup.file), { force: true });
    removed.push(backup.file);
  }
  for (const name of names(dir)) {
    const match = PARTIAL.exec(name);
    if (match && Number(match[1]) !== process.pid && !processAlive(Number(match[1]))) {
      rmSync(join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}
