import { testDatabaseKinds } from '@app/db';
import { MFA_SETUP_REQUIRED } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSealed } from '../../security/sensitive-field';
import {
  STRONG_PASSWORD,
  call,
  cookieFrom,
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcError,
  trpcMutation,
  trpcQuery,
  type TestApp,
} from '../../test/helpers';
import type { UserRow } from '../users/users.repo';
import { decodeSecret, totpAt } from './totp';

type Enrolment = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

describe.each(testDatabaseKinds())('two-factor authentication (%s)', (kind) => {
  let t: TestApp;
  let user: UserRow;
  let cookie: string;
  let secret: string;
  let recoveryCodes: string[];
  const code = (offsetMs = 0) => totpAt(decodeSecret(secret), new Date(t.clock.now().getTime() + offsetMs));
  const login = () =>
    call(t.app, 'POST', '/api/login', { body: { username: user.username, password: STRONG_PASSWORD } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await createUser(t, { username: 'mia' });
    // A day-long timeout: the clock moves on by minutes below.
    await t.db.db.updateTable('userSettings').set({ sessionTimeout: 1440 }).execute();
    cookie = await sessionCookie(t, user);
  });
  afterAll(() => t?.close());

  it('enrols: secret stored encrypted, confirmed by a code, ten recovery codes shown once', async () => {
    expect(trpcData(await trpcQuery(t.app, 'mfa.status', undefined, cookie))).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const begin = trpcData<Enrolment>(await trpcMutation(t.app, 'mfa.beginEnrolment', undefined, cookie));
    secret = begin.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begin.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+.*&period=30&digits=6$/);
    expect(begin.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    // The database never holds the clear secret, and the envelope decrypts back to it.
    const raw = await sql<{ stored: string }>`select mfa_secret as stored from users where id = ${user.id}`.execute(
      t.db.db,
    );
    const stored = raw.rows[0]!.stored;
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^v2:[0-9a-f]{8}:/);
    expect(openSealed(t.app.deps.keyRing, stored, { table: 'users', column: 'mfa_secret', rowId: user.id })).toBe(
      secret,
    );
    // Bound to its row: the same envelope does not open as another user's.
    expect(() =>
      openSealed(t.app.deps.keyRing, stored, { table: 'users', column: 'mfa_secret', rowId: user.id + 1 }),
    ).toThrow();

    const wrong = await trpcMutation(
      t.app,
      'mfa.confirmEnrolment',
      { code: '000000' === code() ? '111111' : '000000' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(trpcError(wrong).message).toBe('code: Invalid authentication code');

    const ok = await trpcMutation(t.app, 'mfa.confirmEnrolment', { code: code() }, cookie);
    expect(ok.statusCode).toBe(200);
    recoveryCodes = trpcData<{ recoveryCodes: string[] }>(ok).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await sql<{
      codes: string[];
    }>`select mfa_recovery_codes as codes from users where id = ${user.id}`.execute(t.db.db);
    expect(JSON.stringify(hashes.rows[0]!.codes)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    expect(trpcData(await trpcQuery(t.app, 'mfa.status', undefined, cookie))).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expect((await trpcMutation(t.app, 'mfa.beginEnrolment', undefined, cookie)).statusCode).toBe(409);
  });

  it('asks for the code after the password; the pending session is not signed in', async () => {
    t.clock.advance(60_000);
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true });
    const pending = cookieFrom(first)!;
    expect((await call(t.app, 'GET', '/api/user', { cookie: pending })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/notifications', { cookie: pending })).statusCode).toBe(401);
    expect(trpcData(await trpcQuery(t.app, 'auth.me', undefined, pending))).toBeNull();
    expect((await trpcQuery(t.app, 'mfa.status', undefined, pending)).statusCode).toBe(401);

    const wrong = await call(t.app, 'POST', '/api/login/mfa', { cookie: pending, body: { code: '12345' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid authentication code' });

    // One step back is still accepted (clock drift).
    const done = await call(t.app, 'POST', '/api/login/mfa', { cookie: pending, body: { code: code(-30_000) } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: 'mia', mfaEnabled: true });
    const full = cookieFrom(done)!;
    expect(full).not.toBe(pending);
    expect((await call(t.app, 'GET', '/api/user', { cookie: full })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie: pending })).statusCode).toBe(401);
  });

  it('refuses a code already accepted, or an earlier one, while it is still in its window', async () => {
    const used = code(-30_000); // accepted by the sign-in above
    const pending = cookieFrom(await login())!;
    const replayed = await call(t.app, 'POST', '/api/login/mfa', { cookie: pending, body: { code: used } });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ message: 'Invalid authentication code' });
    expect((await call(t.app, 'POST', '/api/login/mfa', { cookie: pending, body: { code: code() } })).statusCode).toBe(
      200,
    );
    const again = cookieFrom(await login())!;
    expect((await call(t.app, 'POST', '/api/login/mfa', { cookie: again, body: { code: code() } })).statusCode).toBe(
      401,
    );
    expect(
      (await call(t.app, 'POST', '/api/login/mfa', { cookie: again, body: { code: code(30_000) } })).statusCode,
    ).toBe(200);
  });

  it('refuses a code two steps old and a second-factor call without a pending session', async () => {
    const pending = cookieFrom(await login())!;
    const old = await call(t.app, 'POST', '/api/login/mfa', { cookie: pending, body: { code: code(-90_000) } });
    expect(old.statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/login/mfa', { body: { code: code() } })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/login/mfa', { cookie, body: { code: code() } })).statusCode).toBe(400);
  });

  it('accepts each recovery code once, through tRPC as well', async () => {
    t.clock.advance(20 * 60_000);
    const pending = cookieFrom(
      await trpcMutation(t.app, 'auth.login', { username: 'mia', password: STRONG_PASSWORD }),
    )!;
    const res = await trpcMutation(t.app, 'auth.loginMfa', { code: recoveryCodes[0]!.toUpperCase() }, pending);
    expect(res.statusCode).toBe(200);
    const full = cookieFrom(res)!;
    expect(trpcData(await trpcQuery(t.app, 'mfa.status', undefined, full))).toMatchObject({ recoveryCodesLeft: 9 });

    const again = cookieFrom(await login())!;
    const reused = await call(t.app, 'POST', '/api/login/mfa', { cookie: again, body: { code: recoveryCodes[0] } });
    expect(reused.statusCode).toBe(401);
    const audit = await t.db.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'mfa_recovery_code_used')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('ends the pending session after 5 wrong codes', async () => {
    t.clock.advance(20 * 60_000);
    const pending = cookieFrom(await login())!;
    for (let i = 1; i <= 4; i++) {
      expect(
        (await call(t.app, 'POST', '/api/login/mfa', { cookie: pending, body: { code: 'zzzzz-zzzzz' } })).statusCode,
      ).toBe(401);
    }
    const fifth = await call(t.app, 'POST', '/api/login/mfa', { cookie: pending, body: { code: 'zzzzz-zzzzz' } });
    expect(fifth.statusCode).toBe(429);
    expect((await call(t.app, 'POST', '/api/login/mfa', { cookie: pending, body: { code: code() } })).statusCode).toBe(
      401,
    );
    // The wrong codes also count towards the username's lockout.
    expect((await login()).statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
  });

  it('regenerates recovery codes and disables with a code', async () => {
    t.clock.advance(60_000);
    const wrong = await trpcMutation(t.app, 'mfa.regenerateRecoveryCodes', { code: 'abc' }, cookie);
    expect(wrong.statusCode).toBe(400);
    const regen = await trpcMutation(t.app, 'mfa.regenerateRecoveryCodes', { code: code() }, cookie);
    expect(trpcData<{ recoveryCodes: string[] }>(regen).recoveryCodes).toHaveLength(10);
    expect(trpcData(await trpcQuery(t.app, 'mfa.status', undefined, cookie))).toMatchObject({ recoveryCodesLeft: 10 });
    // The code just used for the regeneration is spent; the next step's code turns MFA off.
    expect((await trpcMutation(t.app, 'mfa.disable', { code: code() }, cookie)).statusCode).toBe(400);
    const off = await trpcMutation(t.app, 'mfa.disable', { code: code(30_000) }, cookie);
    expect(off.statusCode).toBe(200);
    expect(trpcData(await trpcQuery(t.app, 'mfa.status', undefined, cookie))).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const raw = await sql<{
      stored: string | null;
    }>`select mfa_secret as stored from users where id = ${user.id}`.execute(t.db.db);
    expect(raw.rows[0]!.stored).toBeNull();
    expect((await login()).json()).toMatchObject({ username: 'mia' });
  });

  describe('required by the admin', () => {
    let admin: UserRow;
    let adminCookie: string;
    beforeAll(async () => {
      admin = await createUser(t, { role: 'admin' });
      await t.db.db.updateTable('userSettings').set({ sessionTimeout: 1440 }).execute();
      adminCookie = await sessionCookie(t, admin);
    });

    it('limits a user without MFA to enrolment until it is set up', async () => {
      // The admin is signed in; turning the switch on limits their own session too until they enrol.
      const on = await trpcMutation(t.app, 'securitySettings.update', { requireMfa: true }, adminCookie);
      expect(trpcData(on)).toEqual({ requireMfa: true, keepCardSecurityCodes: true });

      const res = await trpcMutation(t.app, 'auth.login', { username: 'mia', password: STRONG_PASSWORD });
      const data = trpcData<{ user: { mfaEnrolmentRequired: boolean }; mfaEnrolmentRequired: boolean }>(res);
      expect(data.mfaEnrolmentRequired).toBe(true);
      expect(data.user.mfaEnrolmentRequired).toBe(true);
      const limited = cookieFrom(res)!;
      const rest = await call(t.app, 'GET', '/api/user', { cookie: limited });
      expect(rest.statusCode).toBe(200);
      expect(rest.json().mfaEnrolmentRequired).toBe(true);
      const blocked = await call(t.app, 'GET', '/api/notifications', { cookie: limited });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ message: MFA_SETUP_REQUIRED });
      expect(trpcError(await trpcQuery(t.app, 'users.directory', undefined, limited)).message).toBe(MFA_SETUP_REQUIRED);

      expect(trpcData(await trpcQuery(t.app, 'mfa.status', undefined, limited))).toMatchObject({
        enabled: false,
        required: true,
      });
      secret = trpcData<Enrolment>(await trpcMutation(t.app, 'mfa.beginEnrolment', undefined, limited)).secret;
      expect((await trpcMutation(t.app, 'mfa.confirmEnrolment', { code: code() }, limited)).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/notifications', { cookie: limited })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/user', { cookie: limited })).json().mfaEnrolmentRequired).toBe(false);

      const refused = await trpcMutation(t.app, 'mfa.disable', { code: code() }, limited);
      expect(refused.statusCode).toBe(403);
      expect(trpcError(refused).message).toMatch(/required by your administrator/);
    });
  });
});
