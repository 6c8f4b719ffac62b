import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcMutation,
  trpcQuery,
  type TestApp,
} from '../../test/helpers';
import { decodeSecret, totpAt } from '../mfa/totp';

// Issue 10 item 5: the idle timeout works (background polls and the websocket never slide a
// session), an absolute lifetime of 12 hours, and MFA changes end the user's other sessions.

describe.each(testDatabaseKinds())('session lifetime (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const poll = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: '/trpc/notifications.counts,notifications.list?batch=1&input={"1":{"limit":10}}',
      headers: { cookie },
    });
  const signedIn = async (cookie: string) => trpcData(await trpcQuery(t.app, 'auth.me', undefined, cookie)) !== null;

  it("does not slide on the bell's 30 s poll, so an open tab times out", async () => {
    const user = await createUser(t);
    const cookie = await sessionCookie(t, user);
    // Answered for 29.5 minutes of polls without a user action, then the 30-minute idle timeout ends it.
    for (let i = 1; i < 60; i++) {
      t.clock.advance(30_000);
      expect((await poll(cookie)).statusCode, `poll ${i}`).toBe(200);
    }
    t.clock.advance(30_000);
    expect((await poll(cookie)).statusCode).toBe(401);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('does not slide on a request marked X-Background', async () => {
    const user = await createUser(t);
    const cookie = await sessionCookie(t, user);
    t.clock.advance(20 * 60_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie, 'x-background': '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    t.clock.advance(11 * 60_000);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const user = await createUser(t);
    const cookie = await sessionCookie(t, user);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect(await signedIn(cookie), `after ${minutes + 20} minutes`).toBe(true);
    }
    t.clock.advance(21 * 60_000);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('ends the other sessions when MFA is turned on, its recovery codes regenerated, and turned off', async () => {
    const user = await createUser(t);
    await t.db.db.updateTable('userSettings').set({ sessionTimeout: 1440 }).where('userId', '=', user.id).execute();
    const cookie = await sessionCookie(t, user);
    const other = async () => sessionCookie(t, user);
    const begin = trpcData<{ secret: string }>(await trpcMutation(t.app, 'mfa.beginEnrolment', undefined, cookie));
    const key = decodeSecret(begin.secret);
    let elsewhere = await other();
    expect(
      (await trpcMutation(t.app, 'mfa.confirmEnrolment', { code: totpAt(key, t.clock.now()) }, cookie)).statusCode,
    ).toBe(200);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);

    t.clock.advance(60_000);
    elsewhere = await other();
    expect(
      (await trpcMutation(t.app, 'mfa.regenerateRecoveryCodes', { code: totpAt(key, t.clock.now()) }, cookie))
        .statusCode,
    ).toBe(200);
    expect(await signedIn(elsewhere)).toBe(false);

    t.clock.advance(60_000);
    elsewhere = await other();
    expect((await trpcMutation(t.app, 'mfa.disable', { code: totpAt(key, t.clock.now()) }, cookie)).statusCode).toBe(
      200,
    );
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);
  });
});
