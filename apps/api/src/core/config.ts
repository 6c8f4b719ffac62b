import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module holding pnpm-workspace.yaml. The module
 * runs from `apps/api/src/core` in development and tests and from the bundle in `apps/api/dist`, at
 * different depths, so the root is found rather than counted.
 */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '../../..');
  }
}

export interface AppConfig {
  host: string;
  port: number;
  /** postgres://... ; absent means embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  adminUsername?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** ENCRYPTION_KEY: 32 bytes base64; absent means "use or create the key file" (embedded only). */
  encryptionKey?: string;
  /** ENCRYPTION_KEYS_OLD: `id:base64,...` or `base64,...` keys still accepted for decryption. */
  encryptionKeysOld?: string;
  webDist: string;
  logLevel: string;
  /** TRUST_PROXY=1: take protocol, host and client ip from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** APP_ORIGIN: extra origins (comma separated) accepted by the Origin check. */
  appOrigins: string[];
  /** Name shown in authenticator apps. */
  mfaIssuer: string;
  /**
   * WEB_PUSH_ALLOW_LOOPBACK_HTTP=1, tests only: push subscriptions may name an http endpoint on
   * 127.0.0.1 / [::1] (the browser tests' fake push service). Off by default: it lets any signed-in
   * user make the server POST to a local port.
   */
  pushAllowLoopbackHttp: boolean;
  /** Body limit for JSON requests, bytes. */
  bodyLimit: number;
  /** SIGN_IN_RATE_LIMIT: sign-in, second-factor and registration calls a minute per client address (30). */
  signInRateLimit: number;
  /** STATEMENT_TIMEOUT_MS: PostgreSQL cancels one statement after this long (503 to the request); 10 s by default, 0 for none. */
  statementTimeoutMs: number;
  /** PREPARED_STATEMENTS=off: PostgreSQL statements stay unnamed (a transaction-pooling pgbouncer before 1.21). */
  namedStatements: boolean;
  /** DATABASE_POOL_SIZE: PostgreSQL connections this process opens (10 by default). */
  poolSize: number;
  /** READ_CACHE=off: no read answers are kept (read-cache.ts); on when absent. */
  readCache?: boolean;
  /** BACKUP_KEY: 32 bytes base64 sealing backup archives; absent: the encryption key seals them (docs/backups.md). */
  backupKey?: string;
  /** BACKUP_DIR: where scheduled and on-demand backups go; DATA_DIR/backups by default (also with PostgreSQL). */
  backupDir: string;
  /** BACKUP_TIME: the daily backup's firm-local time, HH:MM (02:00). */
  backupTime: string;
  /** BACKUP_KEEP: days a scheduled backup is kept (14). */
  backupKeep: number;
  /** BACKUP_BEFORE_MIGRATE=0: no backup before start-up migrations (on by default). */
  backupBeforeMigrate: boolean;
}

export class ConfigError extends Error {}

const truthy = (v: string | undefined) => v !== undefined && ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
/** A switch that is on unless set to off. */
const notOff = (v: string | undefined) => !['off', '0', 'false', 'no'].includes(v?.trim().toLowerCase() ?? '');

function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got ${raw}`);
  return Number(raw);
}

function timeOfDay(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(raw);
  if (!match) throw new ConfigError(`${name} must be a time of day as HH:MM (24-hour), got ${raw}`);
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

function positive(value: number, name: string): number {
  if (value < 1) throw new ConfigError(`${name} must be at least 1`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must start with postgres://');
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));
  const dataDir = fromRoot(env.DATA_DIR?.trim() || '.data');
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    databaseUrl,
    dataDir,
    adminUsername: env.ADMIN_USERNAME?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: truthy(env.SEED_DEMO),
    encryptionKey: env.ENCRYPTION_KEY?.trim() || undefined,
    encryptionKeysOld: env.ENCRYPTION_KEYS_OLD?.trim() || undefined,
    webDist: fromRoot(env.WEB_DIST?.trim() || 'apps/web/dist'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: truthy(env.TRUST_PROXY),
    appOrigins: (env.APP_ORIGIN ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    mfaIssuer: env.MFA_ISSUER?.trim() || 'Practice Desk',
    pushAllowLoopbackHttp: truthy(env.WEB_PUSH_ALLOW_LOOPBACK_HTTP),
    bodyLimit: 1024 * 1024,
    statementTimeoutMs: nonNegativeInteger(env, 'STATEMENT_TIMEOUT_MS', 10_000),
    poolSize: positive(nonNegativeInteger(env, 'DATABASE_POOL_SIZE', 10), 'DATABASE_POOL_SIZE'),
    namedStatements: notOff(env.PREPARED_STATEMENTS),
    signInRateLimit: positive(nonNegativeInteger(env, 'SIGN_IN_RATE_LIMIT', 30), 'SIGN_IN_RATE_LIMIT'),
    readCache: notOff(env.READ_CACHE),
    backupKey: env.BACKUP_KEY?.trim() || undefined,
    backupDir: env.BACKUP_DIR?.trim() ? fromRoot(env.BACKUP_DIR.trim()) : resolve(dataDir, 'backups'),
    backupTime: timeOfDay(env, 'BACKUP_TIME', '02:00'),
    backupKeep: positive(nonNegativeInteger(env, 'BACKUP_KEEP', 14), 'BACKUP_KEEP'),
    backupBeforeMigrate: !['off', '0', 'false', 'no'].includes(env.BACKUP_BEFORE_MIGRATE?.trim().toLowerCase() ?? ''),
  };
}
