import { testDatabaseKinds } from '@app/db';
import { MAX_TRPC_BATCH } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_RATE_LIMIT } from '../../plugins/sign-in-limits';
import {
  ORIGIN,
  STRONG_PASSWORD,
  cookieFrom,
  createUser,
  sessionCookie,
  startTestApp,
  testConfig,
  trpcData,
  trpcMutation,
  type TestApp,
} from '../../test/helpers';
import { decodeSecret, totpAt } from '../mfa/totp';
import { lockKey } from '../../sessions/attempts';

// Issue 10 item 1: check, verify and record are one step per username and per half-signed-in
// session, sign-in calls cannot be batched, and each address is rate-limited.

let address = 0;
/** A fresh client address per scenario: the per-address limit starts from zero. */
const nextAddress = () => `203.0.113.${++address}`;

describe.each(testDatabaseKinds())('sign-in limits under batching and concurrency (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (url: string, body: unknown, opts: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: opts.ip ?? nextAddress(),
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
      payload: JSON.stringify(body),
    });
  const attemptsOf = async (username: string) =>
    (await t.db.db.selectFrom('loginAttempts').select('id').where('username', '=', lockKey(username)).execute()).length;
  const failedAudits = async (userId: number, action: string) =>
    (
      await t.db.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', '=', action)
        .where('entityId', '=', String(userId))
        .execute()
    ).length;

  it('refuses a tRPC batch carrying sign-in calls: 49 wrong passwords and the right one sign nobody in', async () => {
    const user = await createUser(t, { username: 'batched' });
    const inputs = Array.from({ length: 50 }, (_, i) => ({
      username: 'batched',
      password: i === 49 ? STRONG_PASSWORD : `wrong${i}`,
    }));
    const body = Object.fromEntries(inputs.map((input, i) => [String(i), input]));
    const res = await post(`/trpc/${inputs.map(() => 'auth.login').join(',')}?batch=1`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot be batched/);
    expect(cookieFrom(res)).toBeUndefined();
    expect(await attemptsOf('batched')).toBe(0);
    expect(await failedAudits(user.id, 'login_failed')).toBe(0);
  });

  it(`caps every batch at ${MAX_TRPC_BATCH} procedures`, async () => {
    const user = await createUser(t);
    const cookie = await sessionCookie(t, user);
    const call = (n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/trpc/${Array.from({ length: n }, () => 'auth.me').join(',')}?batch=1&input={}`,
        headers: { cookie },
      });
    expect((await call(MAX_TRPC_BATCH)).statusCode).toBe(200);
    expect((await call(MAX_TRPC_BATCH + 1)).statusCode).toBe(400);
  });

  it('verifies at most 5 of 50 parallel wrong passwords for one username, then answers 429', async () => {
    const user = await createUser(t, { username: 'racer' });
    const ips = Array.from({ length: 50 }, () => nextAddress());
    const results = await Promise.all(
      ips.map((ip, i) =>
        post('/api/login', { username: 'racer', password: i === 49 ? STRONG_PASSWORD : `wrong${i}` }, { ip }),
      ),
    );
    const verified = results.filter((r) => r.statusCode !== 429);
    expect(verified.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(45);
    expect(await attemptsOf('racer')).toBeLessThanOrEqual(5);
    expect(await failedAudits(user.id, 'login_failed')).toBeLessThanOrEqual(5);
    // Locked now, even with the right password.
    expect((await post('/api/login', { username: 'racer', password: STRONG_PASSWORD })).statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
  });

  it('checks at most 5 of 50 parallel second-factor codes for one pending session, then answers 429', async () => {
    const user = await createUser(t, { username: 'coder' });
    const cookie = await sessionCookie(t, user);
    const begin = trpcData<{ secret: string }>(await trpcMutation(t.app, 'mfa.beginEnrolment', undefined, cookie));
    const key = decodeSecret(begin.secret);
    expect(
      (await trpcMutation(t.app, 'mfa.confirmEnrolment', { code: totpAt(key, t.clock.now()) }, cookie)).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    const first = await post('/api/login', { username: 'coder', password: STRONG_PASSWORD });
    expect(first.json()).toEqual({ mfaRequired: true });
    const pending = cookieFrom(first)!;
    const right = totpAt(key, t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    // Every parallel code is wrong: which five of them are checked first is up to the scheduler, and
    // a right code among those five would rightly sign in. The right code is tried after the burst.
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/login/mfa', { code: wrong }, { cookie: pending, ip: nextAddress() })),
    );
    // Five codes are checked (401 each, the fifth ends the session with 429); the others find the
    // session locked (429) or already ended (401, not signed in).
    expect(results.filter((r) => r.json().message === 'Invalid authentication code').length).toBeLessThanOrEqual(5);
    expect(results.some((r) => r.statusCode === 429)).toBe(true);
    expect(await failedAudits(user.id, 'mfa_failed')).toBeLessThanOrEqual(5);
    const codeAttempts = await t.db.db
      .selectFrom('loginAttempts')
      .select('id')
      .where('username', 'like', 'code:%')
      .where('ip', 'like', '203.0.113.%')
      .execute();
    expect(codeAttempts.length).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.statusCode !== 200)).toBe(true);
    // The session is over: the right code no longer signs in.
    expect((await post('/api/login/mfa', { code: right }, { cookie: pending })).statusCode).not.toBe(200);
    t.clock.advance(16 * 60_000);
  });

  it(`rate-limits each address to ${SIGN_IN_RATE_LIMIT.max} sign-in calls a minute across usernames, REST and tRPC`, async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i++) {
      const res =
        i % 2
          ? await post('/api/login', { username: `spray${i}`, password: 'x' }, { ip })
          : await post('/trpc/auth.login', { username: `spray${i}`, password: 'x' }, { ip });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const over = await post('/api/login', { username: 'someone', password: 'x' }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many requests/);
    expect((await post('/api/register', { username: 'x', password: STRONG_PASSWORD }, { ip })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await post('/api/login', { username: 'someone', password: 'x' })).statusCode).toBe(401);
  });
});

describe('the sign-in limit is configurable and counted per client behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { config: testConfig({ signInRateLimit: 3, trustProxy: true }) });
  });
  afterAll(() => t?.close());

  let attempt = 0;
  // A different username each time: the per-username lock is not what is measured here.
  const login = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.1',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ username: `nobody${++attempt}`, password: 'x' }),
    });

  it('limits to SIGN_IN_RATE_LIMIT a minute per X-Forwarded-For address, not per proxy', async () => {
    const first = await Promise.all([1, 2, 3].map(() => login('198.51.100.1')));
    expect(first.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect((await login('198.51.100.1')).statusCode).toBe(429);
    // Colleagues behind the same proxy have their own counts.
    for (let i = 2; i <= 6; i++) expect((await login(`198.51.100.${i}`)).statusCode).toBe(401);
  });
});
