import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  call,
  cookieFrom,
  createUser,
  sessionCookie,
  startTestApp,
  type TestApp,
} from '../../test/helpers';

describe.each(testDatabaseKinds())('user settings and sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('reads the defaults and saves one field at a time; bad values answer 400 naming the field', async () => {
    const cookie = await sessionCookie(t, await createUser(t));
    expect((await call(t.app, 'GET', '/api/user-settings', { cookie })).json()).toEqual({
      timezone: 'America/Los_Angeles',
      defaultView: 'dashboard',
      emailNotifications: true,
      taskReminders: true,
      projectDeadlines: true,
      payrollAlerts: true,
      insuranceRenewals: true,
      sessionTimeout: 30,
    });
    const saved = await call(t.app, 'PUT', '/api/user-settings', { cookie, body: { timezone: 'America/Chicago' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ timezone: 'America/Chicago', sessionTimeout: 30 });
    const bad = await call(t.app, 'PUT', '/api/user-settings', { cookie, body: { sessionTimeout: 45 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sessionTimeout:/);
    expect((await call(t.app, 'PUT', '/api/user-settings', { cookie, body: {} })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/user-settings')).statusCode).toBe(401);
  });

  it('the session timeout applies to the current session at once', async () => {
    const cookie = await sessionCookie(t, await createUser(t));
    expect((await call(t.app, 'PUT', '/api/user-settings', { cookie, body: { sessionTimeout: 15 } })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  it('lists active sessions and signs out the others', async () => {
    const user = await createUser(t);
    const login = await call(t.app, 'POST', '/api/login', {
      body: { username: user.username, password: STRONG_PASSWORD },
    });
    const mine = cookieFrom(login)!;
    const other = await sessionCookie(t, user);
    const list = (await call(t.app, 'GET', '/api/sessions', { cookie: mine })).json();
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect((await call(t.app, 'POST', '/api/sessions/sign-out-others', { cookie: mine })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie: other })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/sessions', { cookie: mine })).json()).toHaveLength(1);
  });

  it('serves the push service worker at /sw.js', async () => {
    const res = await call(t.app, 'GET', '/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain("addEventListener('push'");
  });
});
