import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { invalidateUserSessions, sessionIdFromToken } from '../../sessions/session.service';

describe.each(testDatabaseKinds())('sign-in and sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  describe('register', () => {
    it('creates the first admin while no user exists, then answers 403', async () => {
      const bad = await call(t.app, 'POST', '/api/register', { body: { username: 'first', password: 'short' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^password: /);

      const res = await call(t.app, 'POST', '/api/register', {
        body: { username: 'first', password: STRONG_PASSWORD, firstName: 'Fran', lastName: 'First' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        username: 'first',
        role: 'admin',
        fullName: 'Fran First',
        canDeleteRecords: true,
        mfaEnabled: false,
      });
      expect(res.json()).not.toHaveProperty('passwordHash');
      const cookie = cookieFrom(res);
      expect(cookie).toBeTruthy();
      const me = await call(t.app, 'GET', '/api/user', { cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe('first');

      const again = await call(t.app, 'POST', '/api/register', {
        body: { username: 'second', password: STRONG_PASSWORD },
      });
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toMatch(/Registration is closed/);
      const viaTrpc = await trpcMutation(t.app, 'auth.register', { username: 'third', password: STRONG_PASSWORD });
      expect(viaTrpc.statusCode).toBe(403);
    });
  });

  describe('login, user, logout', () => {
    it('answers 401 JSON without a session', async () => {
      const res = await call(t.app, 'GET', '/api/user');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not authenticated' });
      expect(trpcData(await trpcQuery(t.app, 'auth.me'))).toBeNull();
    });

    it('signs in with the cookie attributes of the Lucia guide and signs out', async () => {
      await createUser(t, { username: 'Dana' });
      const res = await call(t.app, 'POST', '/api/login', { body: { username: 'dana', password: STRONG_PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'Dana', role: 'employee', canAccessClients: false });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^session=[a-z2-7]{32};/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Secure/);
      const cookie = cookieFrom(res)!;

      // Only the SHA-256 of the token is stored.
      const token = cookie.slice('session='.length);
      const rows = await t.db.db.selectFrom('sessions').select('id').execute();
      expect(rows.map((r) => r.id)).toContain(sessionIdFromToken(token));
      expect(rows.map((r) => r.id)).not.toContain(token);

      expect((await call(t.app, 'GET', '/api/user', { cookie })).json().username).toBe('Dana');
      expect(trpcData<{ username: string }>(await trpcQuery(t.app, 'auth.me', undefined, cookie)).username).toBe(
        'Dana',
      );

      const out = await call(t.app, 'POST', '/api/logout', { cookie });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/^session=;/);
      expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    });

    it('sets Secure behind HTTPS when the proxy is trusted', async () => {
      const secure = await startTestApp(kind, {});
      try {
        // Without TRUST_PROXY the forwarded protocol is ignored.
        await createUser(secure, { username: 'sam' });
        const plain = await secure.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { origin: 'https://localhost', 'x-forwarded-proto': 'https' },
          payload: { username: 'sam', password: STRONG_PASSWORD },
        });
        expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
      } finally {
        await secure.close();
      }
      const { buildServer } = await import('../../app/server');
      const { testConfig } = await import('../../test/helpers');
      const app = await buildServer({ db: t.db, config: testConfig({ trustProxy: true }), now: t.clock.now });
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { origin: 'https://localhost', 'x-forwarded-proto': 'https' },
          payload: { username: 'dana', password: STRONG_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
      } finally {
        await app.close();
      }
    });

    it('answers the same 401 for a wrong password and an unknown user, and audits both', async () => {
      const wrong = await call(t.app, 'POST', '/api/login', { body: { username: 'dana', password: 'nope' } });
      const unknown = await call(t.app, 'POST', '/api/login', { body: { username: 'nobody', password: 'nope' } });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid username or password' });
      }
      const failed = await t.db.db.selectFrom('auditLog').selectAll().where('action', '=', 'login_failed').execute();
      // The account's own name; what was typed for an unknown account (maybe a password) is never kept.
      expect(failed.map((r) => r.username)).toEqual(expect.arrayContaining(['Dana', null]));
      expect(JSON.stringify(failed)).not.toContain('nobody');
      const attempts = await t.db.db.selectFrom('loginAttempts').select('username').execute();
      expect(JSON.stringify(attempts)).not.toContain('nobody');
      const ok = await t.db.db.selectFrom('auditLog').select('username').where('action', '=', 'login').execute();
      expect(ok.map((r) => r.username)).toContain('Dana');
    });

    it('validates the login body', async () => {
      const res = await call(t.app, 'POST', '/api/login', { body: { username: '' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('username: Username is required; password: Password is required');
      const trpc = await trpcMutation(t.app, 'auth.login', { username: 'x' });
      expect(trpc.statusCode).toBe(400);
      expect(trpcError(trpc).message).toMatch(/^password: /);
    });

    it('signs in through tRPC too', async () => {
      const res = await trpcMutation(t.app, 'auth.login', { username: 'dana', password: STRONG_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(trpcData<{ user: { username: string } }>(res).user.username).toBe('Dana');
      const cookie = cookieFrom(res)!;
      const out = await trpcMutation(t.app, 'auth.logout', undefined, cookie);
      expect(out.statusCode).toBe(200);
      expect(trpcData(await trpcQuery(t.app, 'auth.me', undefined, cookie))).toBeNull();
    });
  });

  describe('lockout', () => {
    it('answers 429 from the 6th attempt, even with the right password, until 15 minutes after the 5th failure', async () => {
      await createUser(t, { username: 'lock' });
      const attempt = (password: string) => call(t.app, 'POST', '/api/login', { body: { username: 'LOCK', password } });
      for (let i = 1; i <= 5; i++) {
        expect((await attempt('wrong')).statusCode, `attempt ${i}`).toBe(401);
        t.clock.advance(60_000);
      }
      // The fifth failure happened one minute ago.
      const sixth = await attempt(STRONG_PASSWORD);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(/Too many failed login attempts/);
      expect((await attempt('wrong')).statusCode).toBe(429);
      t.clock.advance(13 * 60_000); // 14 minutes after the fifth failure
      expect((await attempt(STRONG_PASSWORD)).statusCode).toBe(429);
      t.clock.advance(60_000 + 1); // just over 15 minutes after it
      expect((await attempt(STRONG_PASSWORD)).statusCode).toBe(200);
      const blocked = await t.db.db
        .selectFrom('auditLog')
        .select('action')
        .where('action', '=', 'login_blocked')
        .execute();
      expect(blocked.length).toBeGreaterThanOrEqual(3);
    });

    it('does not lock on failures spread over more than 15 minutes', async () => {
      await createUser(t, { username: 'slow' });
      for (let i = 0; i < 6; i++) {
        expect(
          (await call(t.app, 'POST', '/api/login', { body: { username: 'slow', password: 'wrong' } })).statusCode,
        ).toBe(401);
        t.clock.advance(4 * 60_000);
      }
    });
  });

  describe('sliding expiry', () => {
    it('extends the session when less than half of the timeout is left, and expires it after the timeout', async () => {
      const user = await createUser(t, { username: 'slide' });
      await t.db.db.updateTable('userSettings').set({ sessionTimeout: 60 }).where('userId', '=', user.id).execute();
      const login = await call(t.app, 'POST', '/api/login', { body: { username: 'slide', password: STRONG_PASSWORD } });
      const cookie = cookieFrom(login)!;
      const expiresAt = async () =>
        new Date(
          (
            await t.db.db
              .selectFrom('sessions')
              .select('expiresAt')
              .where('userId', '=', user.id)
              .executeTakeFirstOrThrow()
          ).expiresAt as unknown as string,
        ).getTime();
      const start = t.clock.now().getTime();
      expect(await expiresAt()).toBe(start + 60 * 60_000);

      t.clock.advance(20 * 60_000); // 40 minutes left: more than half, unchanged, no cookie
      let res = await call(t.app, 'GET', '/api/user', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await expiresAt()).toBe(start + 60 * 60_000);

      t.clock.advance(15 * 60_000); // 25 minutes left: extended to a full hour from now, cookie sent again
      res = await call(t.app, 'GET', '/api/user', { cookie });
      expect(res.statusCode).toBe(200);
      expect(cookieFrom(res)).toBe(cookie);
      expect(await expiresAt()).toBe(t.clock.now().getTime() + 60 * 60_000);

      t.clock.advance(60 * 60_000 + 1); // idle for longer than the timeout
      res = await call(t.app, 'GET', '/api/user', { cookie });
      expect(res.statusCode).toBe(401);
      expect(await t.db.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toHaveLength(0);
    });

    it('uses 30 minutes by default', async () => {
      const user = await createUser(t);
      const cookie = await sessionCookie(t, user);
      t.clock.advance(30 * 60_000);
      expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    });

    it('ends every session of a user on invalidation (password change, deletion)', async () => {
      const user = await createUser(t);
      const a = await sessionCookie(t, user);
      const b = await sessionCookie(t, user);
      await invalidateUserSessions(t.db.db, user.id);
      for (const cookie of [a, b]) expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
      const c = await sessionCookie(t, user);
      await t.db.db.deleteFrom('users').where('id', '=', user.id).execute();
      expect((await call(t.app, 'GET', '/api/user', { cookie: c })).statusCode).toBe(401);
    });

    it('clears an unknown cookie', async () => {
      const res = await call(t.app, 'GET', '/api/user', { cookie: 'session=forged' });
      expect(res.statusCode).toBe(401);
      expect(String(res.headers['set-cookie'])).toMatch(/^session=;/);
    });
  });
});
