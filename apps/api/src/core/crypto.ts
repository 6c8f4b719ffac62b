import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Sensitive fields at rest (docs/decisions/4-security.md): AES-256-GCM, a fresh 12-byte IV per value, and the
// key id stored beside each value so that keys can rotate:
//   v2:<keyId>:<iv base64>:<tag base64>:<ciphertext base64>
// A v2 envelope is bound to where it is stored (table, column, row) as associated data, so a value
// copied to another row or column no longer opens. v1 envelopes (written before) carry no
// associated data and stay readable; writes and key rotation produce v2.

const LEGACY = 'v1';
const BOUND = 'v2';
const IV_BYTES = 12;
const KEY_BYTES = 32;

export interface KeyRing {
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** The key id: the first 8 hex digits of SHA-256 of the key. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function parseKey(base64: string, name = 'ENCRYPTION_KEY'): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(`${name} must be ${KEY_BYTES} bytes encoded as base64 (got ${key.length} bytes)`);
  return key;
}

export function generateKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/**
 * A key ring from the current key and optional old ones (`id:base64,...` or `base64,...`; ids are
 * recomputed from the key, a differing given id is accepted as an alias).
 */
export function createKeyRing(currentBase64: string, oldKeys?: string): KeyRing {
  const current = parseKey(currentBase64);
  const keys = new Map<string, Buffer>();
  for (const entry of (oldKeys ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const given =
      colon > 0 && colon <= 16 && /^[0-9a-f]+$/i.test(entry.slice(0, colon)) ? entry.slice(0, colon) : undefined;
    const key = parseKey(given ? entry.slice(colon + 1) : entry, 'ENCRYPTION_KEYS_OLD');
    keys.set(keyIdOf(key), key);
    if (given) keys.set(given.toLowerCase(), key);
  }
  const currentId = keyIdOf(current);
  keys.set(currentId, current);
  return { currentId, keys };
}

export function isEncrypted(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    (value.startsWith(`${LEGACY}:`) || value.startsWith(`${BOUND}:`)) &&
    value.split(':').length === 5
  );
}

/** Whether an envelope is bound to its place (v2) rather than a legacy unbound one. */
export function isBound(envelope: string): boolean {
  return envelope.startsWith(`${BOUND}:`);
}

/** Encrypts under the current key; with `aad` (where it is stored) a bound v2 envelope. */
export function encrypt(ring: KeyRing, plaintext: string, aad?: string): string {
  const key = ring.keys.get(ring.currentId)!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad !== undefined) cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    aad === undefined ? LEGACY : BOUND,
    ring.currentId,
    iv.toString('base64'),
    tag.toString('base64'),
    ct.toString('base64'),
  ].join(':');
}

function partsOf(envelope: string): [string, string, string, string, string] {
  const parts = envelope.split(':');
  if (parts.length !== 5 || (parts[0] !== LEGACY && parts[0] !== BOUND)) throw new Error('Not an encrypted value');
  return parts as [string, string, string, string, string];
}

export function keyIdOfEnvelope(envelope: string): string {
  return partsOf(envelope)[1];
}

/** Opens an envelope; a bound one only with the same `aad` it was sealed with. */
export function decrypt(ring: KeyRing, envelope: string, aad?: string): string {
  const [version, keyId, iv, tag, ct] = partsOf(envelope);
  const key = ring.keys.get(keyId);
  if (!key) throw new Error(`Unknown encryption key ${keyId}: add it to ENCRYPTION_KEYS_OLD`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  if (version === BOUND) {
    if (aad === undefined) throw new Error('This value is bound to its place: open it with its associated data');
    decipher.setAAD(Buffer.from(aad, 'utf8'));
  }
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
}

/**
 * The value under the current key (unchanged when it already is). A bound envelope stays bound to
 * `aad` (its place); a legacy one stays legacy until its area seals it again.
 */
export function reencrypt(ring: KeyRing, envelope: string, aad?: string): string {
  if (keyIdOfEnvelope(envelope) === ring.currentId) return envelope;
  const bound = isBound(envelope);
  return encrypt(ring, decrypt(ring, envelope, bound ? aad : undefined), bound ? aad : undefined);
}
