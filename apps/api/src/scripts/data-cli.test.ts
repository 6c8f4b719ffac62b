import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrateTo, openDatabase } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKey } from '../core/crypto';

// `pnpm backup` and `pnpm restore` as an operator runs them: scripts/data-cli.mjs in its own
// process, on the embedded database, no server running. The commands import the built bundle
// (apps/api/dist); it is built here first (esbuild, about a second; the cluster template only when
// missing), so the test never runs a stale bundle, and the commands skip their own build check.

const root = resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'data-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(() => {
  const built = spawnSync(process.execPath, [join(root, 'apps/api/build.mjs')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the server bundle did not build: ${built.stderr}`);
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string>): Promise<Run> {
  const { ENCRYPTION_KEY: _k, ENCRYPTION_KEYS_OLD: _o, DATABASE_URL: _u, BACKUP_DIR: _b, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, 'scripts/data-cli.mjs'), ...args], {
    cwd: root,
    env: { ...inherited, INIT_CWD: root, SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

/**
 * A small embedded data directory, as a server of an early version left it: the cluster a first
 * start copies from the bundle's template, migrated to the first migration only (all of them take
 * seconds on PGlite; the restore then brings the archive forward), one user, and its key file.
 */
async function sourceDataDir(): Promise<string> {
  const source = join(dir, 'source');
  mkdirSync(source, { mode: 0o700 });
  cpSync(join(root, 'apps/api/dist/pgdata-template'), join(source, 'pgdata'), { recursive: true });
  const handle = await openDatabase({ dataDir: source });
  try {
    await migrateTo(handle.db, FIRST_MIGRATION);
    await sql`insert into users (username, first_name, password_hash, role) values ('cli-drill', 'Cli', 'h', 'admin')`.execute(
      handle.db,
    );
  } finally {
    await handle.close();
  }
  writeFileSync(join(source, 'encryption.key'), `${generateKey()}\n`, { mode: 0o600 });
  return source;
}

const FIRST_MIGRATION = '2026-11-22T0000-platform';

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

describe('pnpm backup and pnpm restore as processes (embedded database, no server)', () => {
  it(
    'backs up a data directory, restores it into a new one, and refuses a non-empty one',
    { timeout: 120_000 },
    async () => {
      const env = { BACKUP_KEY: generateKey() };
      const source = await sourceDataDir();

      const backedUp = await cli(['backup'], { ...env, DATA_DIR: source });
      expect(backedUp.code, backedUp.stderr).toBe(0);
      const archive = lastLine(backedUp.stdout);
      expect(archive).toMatch(/^\/.*\/practice-desk-\d{8}T\d{9}Z\.pdbk$/);
      expect(archive.startsWith(join(source, 'backups'))).toBe(true);
      expect(existsSync(archive)).toBe(true);

      const target = join(dir, 'target');
      const restored = await cli(['restore', archive], { ...env, DATA_DIR: target });
      expect(restored.code, restored.stderr).toBe(0);
      const handle = await openDatabase({ dataDir: target });
      try {
        const { rows } = await sql<{ username: string }>`select username from users`.execute(handle.db);
        expect(rows.map((r) => r.username)).toEqual(['cli-drill']);
      } finally {
        await handle.close();
      }

      const before = readdirSync(target).sort();
      const refused = await cli(['restore', archive], { ...env, DATA_DIR: target });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/not empty/);
      expect(readdirSync(target).sort()).toEqual(before);
    },
  );
});
