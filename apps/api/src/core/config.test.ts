import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config';
import { generateKey } from './crypto';
import { KEY_FILE_NAME, resolveEncryptionKey } from '../security/key-file';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      seedDemo: false,
      trustProxy: false,
      appOrigins: [],
      pushAllowLoopbackHttp: false,
      readCache: true,
    });
    expect(c.dataDir).toBe(join(REPO_ROOT, '.data'));
    expect(c.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(c.databaseUrl).toBeUndefined();
  });

  it('finds the repository root from the source tree', () => {
    expect(readFileSync(join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8')).toContain('packages');
  });

  it('reads the environment', () => {
    const c = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      SEED_DEMO: '1',
      DATA_DIR: '/tmp/x',
      APP_ORIGIN: 'https://a.example/, https://b.example',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://u@h/db',
      WEB_PUSH_ALLOW_LOOPBACK_HTTP: '1',
    });
    expect(c).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      seedDemo: true,
      dataDir: '/tmp/x',
      appOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
      databaseUrl: 'postgres://u@h/db',
      pushAllowLoopbackHttp: true,
    });
    expect(() => loadConfig({ PORT: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  });
});

describe('encryption key', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the backup settings (docs/backups.md) and names a bad one', () => {
    expect(loadConfig({ DATA_DIR: '/srv/desk' })).toMatchObject({
      backupDir: '/srv/desk/backups',
      backupTime: '02:00',
      backupKeep: 14,
      backupBeforeMigrate: true,
    });
    expect(
      loadConfig({
        BACKUP_DIR: '/b',
        BACKUP_TIME: '3:30',
        BACKUP_KEEP: '30',
        BACKUP_BEFORE_MIGRATE: '0',
        BACKUP_KEY: 'k',
      }),
    ).toMatchObject({
      backupDir: '/b',
      backupTime: '03:30',
      backupKeep: 30,
      backupBeforeMigrate: false,
      backupKey: 'k',
    });
    expect(() => loadConfig({ BACKUP_TIME: '25:00' })).toThrow(/BACKUP_TIME must be a time of day as HH:MM/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/);
  });

  it('turns the read cache off with READ_CACHE=off (or 0, false, no)', () => {
    for (const off of ['off', 'OFF', '0', 'false', 'no']) expect(loadConfig({ READ_CACHE: off }).readCache).toBe(false);
    for (const on of ['on', '1', '']) expect(loadConfig({ READ_CACHE: on }).readCache).toBe(true);
  });

  it('reads the PostgreSQL connection settings: DATABASE_POOL_SIZE and PREPARED_STATEMENTS', () => {
    expect(loadConfig({})).toMatchObject({ poolSize: 10, namedStatements: true });
    expect(loadConfig({ DATABASE_POOL_SIZE: '4', PREPARED_STATEMENTS: 'off' })).toMatchObject({
      poolSize: 4,
      namedStatements: false,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
  });

  it('reads the request limits: SIGN_IN_RATE_LIMIT and STATEMENT_TIMEOUT_MS', () => {
    expect(loadConfig({}).signInRateLimit).toBe(30);
    expect(loadConfig({}).statementTimeoutMs).toBe(10_000);
    expect(loadConfig({ SIGN_IN_RATE_LIMIT: '120', STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      signInRateLimit: 120,
      statementTimeoutMs: 0,
    });
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '-5' })).toThrow(ConfigError);
  });

  it('uses ENCRYPTION_KEY when set, and checks it', () => {
    const key = generateKey();
    expect(resolveEncryptionKey({ ...loadConfig({}), encryptionKey: key })).toEqual({ key, source: 'env' });
    expect(() => resolveEncryptionKey({ ...loadConfig({}), encryptionKey: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });

  it('refuses to start with DATABASE_URL and no key', () => {
    expect(() => resolveEncryptionKey(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }))).toThrow(
      /ENCRYPTION_KEY is required with DATABASE_URL/,
    );
  });

  it('generates a key file with mode 0600 in embedded mode, then reuses it', () => {
    dir = mkdtempSync(join(tmpdir(), 'keyfile-'));
    const config = loadConfig({ DATA_DIR: join(dir, 'data') });
    const first = resolveEncryptionKey(config);
    expect(first.source).toBe('generated');
    const file = join(dir, 'data', KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key);
    expect(resolveEncryptionKey(config)).toEqual({ key: first.key, source: 'file' });
  });
});
