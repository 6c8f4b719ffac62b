// pnpm --filter @app/api rotate-keys
// Re-encrypts every sensitive value under ENCRYPTION_KEY. Put the previous key in
// ENCRYPTION_KEYS_OLD first; stop the server in embedded mode (PGlite allows one process).
import { migrateToLatest, openDatabase } from '@app/db';
import { loadConfig } from '../core/config';
import { createKeyRing } from '../core/crypto';
import { resolveEncryptionKey } from '../security/key-file';
import { rotateKeys } from '../security/rotate-keys';

const config = loadConfig();
const { key } = resolveEncryptionKey(config);
const ring = createKeyRing(key, config.encryptionKeysOld);
const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await migrateToLatest(db.db);
  for (const r of await rotateKeys(db.db, ring)) console.log(`${r.table}.${r.column}: ${r.reencrypted} re-encrypted`);
  console.log(`All values are under key ${ring.currentId}.`);
} finally {
  await db.close();
}
