import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, userCtx, type TestApp } from '../test/helpers';
import {
  createKeyRing,
  decrypt,
  encrypt,
  generateKey,
  isEncrypted,
  keyIdOf,
  keyIdOfEnvelope,
  parseKey,
  reencrypt,
} from './crypto';
import {
  fullyMasked,
  maskedFromClear,
  maskedFromLast4,
  openSealed,
  reseal,
  resealDigits,
  seal,
  sealDigits,
} from '../security/sensitive-field';
import { reveal } from '../features/audit/reveal.service';
import { rotateKeys } from '../security/rotate-keys';

describe('AES-256-GCM envelopes', () => {
  const key = generateKey();
  const ring = createKeyRing(key);

  it('encrypts to v1:<keyId>:<iv>:<tag>:<ciphertext> and back', () => {
    const envelope = encrypt(ring, '123-45-6789');
    const parts = envelope.split(':');
    expect(parts).toHaveLength(5);
    expect(parts[0]).toBe('v1');
    expect(parts[1]).toBe(keyIdOf(parseKey(key)));
    expect(parts[1]).toMatch(/^[0-9a-f]{8}$/);
    expect(Buffer.from(parts[2]!, 'base64')).toHaveLength(12);
    expect(Buffer.from(parts[3]!, 'base64')).toHaveLength(16);
    expect(envelope).not.toContain('6789');
    expect(decrypt(ring, envelope)).toBe('123-45-6789');
    expect(isEncrypted(envelope)).toBe(true);
    expect(isEncrypted('123456789')).toBe(false);
  });

  it('uses a fresh IV each time and detects tampering', () => {
    const a = encrypt(ring, 'same');
    const b = encrypt(ring, 'same');
    expect(a).not.toBe(b);
    const parts = a.split(':');
    const ct = Buffer.from(parts[4]!, 'base64');
    ct[0] = ct[0]! ^ 1;
    parts[4] = ct.toString('base64');
    expect(() => decrypt(ring, parts.join(':'))).toThrow();
  });

  it('refuses keys that are not 32 bytes and envelopes of unknown keys', () => {
    expect(() => createKeyRing(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
    const other = createKeyRing(generateKey());
    expect(() => decrypt(other, encrypt(ring, 'x'))).toThrow(/Unknown encryption key/);
  });

  it('decrypts with old keys and re-encrypts under the current one', () => {
    const oldKey = generateKey();
    const oldRing = createKeyRing(oldKey);
    const envelope = encrypt(oldRing, 'secret');
    const newRing = createKeyRing(generateKey(), `${oldRing.currentId}:${oldKey}`);
    expect(decrypt(newRing, envelope)).toBe('secret');
    const moved = reencrypt(newRing, envelope);
    expect(keyIdOfEnvelope(moved)).toBe(newRing.currentId);
    expect(decrypt(newRing, moved)).toBe('secret');
    expect(reencrypt(newRing, moved)).toBe(moved);
    // A bare base64 old key works too.
    expect(decrypt(createKeyRing(generateKey(), oldKey), envelope)).toBe('secret');
  });

  it('masks one way and reseals: a masked value keeps the stored one, empty clears, a new value replaces', () => {
    expect(maskedFromLast4('6789')).toBe('****6789');
    expect(maskedFromLast4('12')).toBe('****');
    expect(maskedFromLast4(null)).toBeNull();
    expect(maskedFromClear('123-45-6789')).toBe('****6789');
    expect(maskedFromClear('')).toBeNull();
    expect(fullyMasked(encrypt(ring, '123'))).toBe('****');
    expect(fullyMasked(null)).toBeNull();
    const place = { table: 'clients', column: 'ssn_encrypted', rowId: 7 };
    const stored = seal(ring, '123456789', place)!;
    expect(stored).toMatch(/^v2:/);
    expect(seal(ring, '', place)).toBeNull();
    for (const masked of [undefined, '****6789', '****', '•••', '***-**-6789'])
      expect(reseal(ring, stored, masked, place)).toBe(stored);
    expect(reseal(ring, stored, '', place)).toBeNull();
    expect(reseal(ring, stored, null, place)).toBeNull();
    expect(openSealed(ring, reseal(ring, stored, '987654321', place)!, place)).toBe('987654321');
    const digits = sealDigits(ring, '4111 1111 1111 1111', place);
    expect(digits.last4).toBe('1111');
    expect(resealDigits(ring, digits, '****1111', place)).toEqual({ ...digits, changed: false });
    expect(resealDigits(ring, digits, '', place)).toEqual({ envelope: null, last4: null, changed: true });
  });

  it('binds an envelope to its table, column and row; legacy unbound envelopes still open', () => {
    const place = { table: 'clients', column: 'ssn_encrypted', rowId: 7 };
    const stored = seal(ring, '123456789', place)!;
    expect(() => openSealed(ring, stored, { ...place, rowId: 8 })).toThrow();
    expect(() => openSealed(ring, stored, { ...place, column: 'other_encrypted' })).toThrow();
    expect(() => openSealed(ring, stored, { ...place, table: 'referral_sources' })).toThrow();
    expect(openSealed(ring, encrypt(ring, 'legacy'), place)).toBe('legacy');
    const oldKey = [...ring.keys.values()][0]!.toString('base64');
    const newRing = createKeyRing(generateKey(), oldKey);
    const moved = reencrypt(newRing, stored, 'clients.ssn_encrypted.7');
    expect(keyIdOfEnvelope(moved)).toBe(newRing.currentId);
    expect(openSealed(newRing, moved, place)).toBe('123456789');
  });
});

describe.each(testDatabaseKinds())('sensitive fields in the database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const rawSecret = async (id: number) =>
    (await sql<{ stored: string | null }>`select mfa_secret as stored from users where id = ${id}`.execute(t.db.db))
      .rows[0]!.stored;

  it('reveals a field in clear and audits the reveal without the value', async () => {
    const owner = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    await t.db.db
      .updateTable('users')
      .set({ mfaSecret: encrypt(t.app.deps.keyRing, 'JBSWY3DPEHPK3PXP') })
      .where('id', '=', owner.id)
      .execute();
    const raw = await rawSecret(owner.id);
    expect(raw).not.toContain('JBSWY3DPEHPK3PXP');

    const value = await reveal(userCtx(t, admin), { entityType: 'user', entityId: owner.id, field: 'mfaSecret' });
    expect(value).toBe('JBSWY3DPEHPK3PXP');
    const entry = await t.db.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'reveal')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      userId: admin.id,
      entityType: 'user',
      entityId: String(owner.id),
      fields: ['mfaSecret'],
    });
    expect(JSON.stringify(entry)).not.toContain('JBSWY3DPEHPK3PXP');

    await expect(
      reveal(userCtx(t, admin), { entityType: 'user', entityId: 999999, field: 'mfaSecret' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      reveal(userCtx(t, admin), { entityType: 'user', entityId: owner.id, field: 'passwordHash' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('rotates every encrypted column to the current key', async () => {
    const oldRing = t.app.deps.keyRing;
    const users = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    for (const [i, u] of users.entries()) {
      await t.db.db
        .updateTable('users')
        .set({ mfaSecret: encrypt(oldRing, `SECRET${i}`) })
        .where('id', '=', u.id)
        .execute();
    }
    const oldKey = [...oldRing.keys.entries()].find(([id]) => id === oldRing.currentId)![1].toString('base64');
    const newRing = createKeyRing(generateKey(), oldKey);
    const report = await rotateKeys(t.db.db, newRing);
    expect(report.find((r) => r.table === 'users')!.reencrypted).toBeGreaterThanOrEqual(3);
    for (const [i, u] of users.entries()) {
      const raw = (await rawSecret(u.id))!;
      expect(keyIdOfEnvelope(raw)).toBe(newRing.currentId);
      expect(decrypt(createKeyRing(generateKey(), newRing.keys.get(newRing.currentId)!.toString('base64')), raw)).toBe(
        `SECRET${i}`,
      );
    }
    expect((await rotateKeys(t.db.db, newRing)).find((r) => r.table === 'users')!.reencrypted).toBe(0);
  });
});
