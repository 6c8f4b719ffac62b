import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../core/config';
import { ConfigError } from '../core/config';
import { generateKey, parseKey } from '../core/crypto';

export const KEY_FILE_NAME = 'encryption.key';

/**
 * docs/decisions/1-runtime.md: ENCRYPTION_KEY when set; otherwise, in embedded mode, a key file in DATA_DIR
 * (created with mode 0600 on first start); with DATABASE_URL and no key, refuse to start.
 */
export function resolveEncryptionKey(config: AppConfig): { key: string; source: 'env' | 'file' | 'generated' } {
  if (config.encryptionKey) {
    parseKey(config.encryptionKey);
    return { key: config.encryptionKey, source: 'env' };
  }
  if (config.databaseUrl) {
    throw new ConfigError(
      'ENCRYPTION_KEY is required with DATABASE_URL: set it to 32 random bytes in base64 ' +
        "(for example: node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\") " +
        'and keep it safe; sensitive fields cannot be read without it.',
    );
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = join(config.dataDir, KEY_FILE_NAME);
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    parseKey(key, file);
    return { key, source: 'file' };
  }
  const key = generateKey();
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return { key, source: 'generated' };
}
