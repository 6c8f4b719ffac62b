import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  STRONG_PASSWORD,
  call,
  cookieFrom,
  createUser,
  sessionCookie,
  startTestApp,
  type TestApp,
} from '../../test/helpers';

function multipart(field: string, content: Buffer) {
  const boundary = '----i11pic' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN },
  };
}
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe.each(testDatabaseKinds())('settings, profile and sessions (%s)', (kind) => {
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

  it('updates names and email but never the role or flags; changing the password needs the current one', async () => {
    const user = await createUser(t);
    const cookie = await sessionCookie(t, user);
    const other = await sessionCookie(t, user);
    const res = await call(t.app, 'PUT', '/api/profile', {
      cookie,
      body: { firstName: 'Dana', email: 'dana@example.com', role: 'admin', canAccessClients: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Dana',
      email: 'dana@example.com',
      role: 'employee',
      canAccessClients: false,
    });
    expect((await call(t.app, 'PUT', '/api/profile', { cookie, body: { email: 'not-an-email' } })).statusCode).toBe(
      400,
    );
    const wrong = await call(t.app, 'POST', '/api/profile/password', {
      cookie,
      body: { currentPassword: 'nope', newPassword: 'N3w-passw0rd' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^currentPassword:/);
    const weak = await call(t.app, 'POST', '/api/profile/password', {
      cookie,
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(
      (
        await call(t.app, 'POST', '/api/profile/password', {
          cookie,
          body: { currentPassword: STRONG_PASSWORD, newPassword: 'N3w-passw0rd' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie: other })).statusCode).toBe(401);
  });

  it('takes a profile picture checked from its content and size, and serves it', async () => {
    const user = await createUser(t);
    const cookie = await sessionCookie(t, user);
    const send = (field: string, content: Buffer) => {
      const body = multipart(field, content);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload-profile-picture',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const notImage = await send('profilePicture', Buffer.from('name,email\n'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toMatch(/Invalid file type/);
    const big = await send('profilePicture', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/File too large/);
    const ok = await send('profilePicture', PNG);
    expect(ok.statusCode).toBe(200);
    const url = ok.json().profilePicture as string;
    expect(url).toMatch(new RegExp(`^/api/users/${user.id}/profile-picture\\?v=`));
    const image = await call(t.app, 'GET', url, { cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).json().profilePicture).toBe(url);
  });

  it('serves the push service worker at /sw.js', async () => {
    const res = await call(t.app, 'GET', '/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain("addEventListener('push'");
  });
});
