import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';
import { invalidateSession, sessionIdFromToken, validateSessionToken } from './session.service';

// The calls of one page share one session lookup; a session ended meanwhile is never served to a
// request that comes after the end.

describe.each(testDatabaseKinds())('shared session lookups (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const tokenOf = (cookie: string) => cookie.replace(/^session=/, '').split(';')[0]!;

  it('answers concurrent lookups of one cookie alike', async () => {
    const token = tokenOf(await sessionCookie(t, await createUser(t)));
    const found = await Promise.all(
      Array.from({ length: 20 }, () => validateSessionToken(t.db.db, token, t.clock.now(), { slide: false })),
    );
    expect(found.every((f) => f?.session.id === sessionIdFromToken(token))).toBe(true);
    // Each answer is the caller's own object.
    expect(new Set(found.map((f) => f!.user)).size).toBe(20);
  });

  it('never lets a request after sign-out join a lookup that began before it', async () => {
    const token = tokenOf(await sessionCookie(t, await createUser(t)));
    const before = validateSessionToken(t.db.db, token, t.clock.now(), { slide: false });
    await invalidateSession(t.db.db, sessionIdFromToken(token));
    const after = await validateSessionToken(t.db.db, token, t.clock.now(), { slide: false });
    expect(after).toBeNull();
    await before;
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `session=${token}` } });
    expect(res.statusCode).toBe(401);
  });
});
