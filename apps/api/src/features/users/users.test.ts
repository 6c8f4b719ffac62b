import { testDatabaseKinds } from '@app/db';
import { LAST_ADMIN_MESSAGE, USER_FLAGS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  STRONG_PASSWORD,
  call,
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcMutation,
  trpcQuery,
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

describe.each(testDatabaseKinds())('users: workforce and own profile (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const a = await createUser(t, { role: 'admin' });
    adminId = a.id;
    admin = await sessionCookie(t, a);
  });
  afterAll(() => t?.close());

  it('creates an employee with no flags by default, omits an empty email and answers 201', async () => {
    const res = await call(t.app, 'POST', '/api/users', {
      cookie: admin,
      body: { username: 'new.hire', password: STRONG_PASSWORD, email: '' },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ username: 'new.hire', role: 'employee', email: null });
    for (const f of USER_FLAGS) expect(user[f]).toBe(false);
    expect(user).not.toHaveProperty('passwordHash');
    const login = await call(t.app, 'POST', '/api/login', {
      body: { username: 'new.hire', password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses weak passwords with every unmet rule, a taken username (409) and a missing username', async () => {
    const weak = await call(t.app, 'POST', '/api/users', {
      cookie: admin,
      body: { username: 'weak', password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/8 characters.*uppercase.*number.*special/s);
    const taken = await call(t.app, 'POST', '/api/users', {
      cookie: admin,
      body: { username: 'NEW.HIRE', password: STRONG_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    const missing = await call(t.app, 'POST', '/api/users', { cookie: admin, body: { password: STRONG_PASSWORD } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/username/);
  });

  it('admin role turns every flag on', async () => {
    const res = await call(t.app, 'POST', '/api/users', {
      cookie: admin,
      body: { username: 'second.admin', password: STRONG_PASSWORD, role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    for (const f of USER_FLAGS) expect(res.json()[f]).toBe(true);
  });

  it('lists full rows to admins and only the directory to employees; employees get 403 on writes', async () => {
    const emp = await createUser(t, { flags: ['canAccessClients'] });
    const cookie = await sessionCookie(t, emp);
    const adminList = (await call(t.app, 'GET', '/api/users', { cookie: admin })).json();
    expect(Array.isArray(adminList)).toBe(true);
    expect(adminList.find((u: { id: number }) => u.id === emp.id)).toMatchObject({
      canAccessClients: true,
      role: 'employee',
    });
    const empList = await call(t.app, 'GET', '/api/users', { cookie });
    expect(empList.statusCode).toBe(200);
    const row = empList.json().find((u: { id: number }) => u.id === emp.id);
    expect(row).toMatchObject({ id: emp.id, username: emp.username });
    expect(row).not.toHaveProperty('canAccessClients');
    expect(
      (await call(t.app, 'POST', '/api/users', { cookie, body: { username: 'x', password: STRONG_PASSWORD } }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'PUT', `/api/users/${emp.id}`, { cookie, body: { role: 'admin' } })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'DELETE', `/api/users/${adminId}`, { cookie })).statusCode).toBe(403);
    expect(trpcData<unknown[]>(await trpcQuery(t.app, 'users.directory', undefined, cookie)).length).toBeGreaterThan(1);
    expect((await trpcQuery(t.app, 'users.list', {}, cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/users')).statusCode).toBe(401);
  });

  it('ends the user sessions when flags change and the next request follows the new flags', async () => {
    const emp = await createUser(t, { flags: ['canAccessClients'] });
    const cookie = await sessionCookie(t, emp);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    // A name change alone keeps the session.
    expect(
      (await call(t.app, 'PUT', `/api/users/${emp.id}`, { cookie: admin, body: { firstName: 'Ann' } })).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    const res = await call(t.app, 'PUT', `/api/users/${emp.id}`, {
      cookie: admin,
      body: { canAccessClients: false, canAccessReports: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canAccessClients: false, canAccessReports: true, firstName: 'Ann' });
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    const fresh = await sessionCookie(t, { ...emp });
    expect((await call(t.app, 'GET', '/api/clients', { cookie: fresh })).statusCode).toBe(403);
  });

  it('a blank password on edit keeps the current one; a new one ends the sessions', async () => {
    const emp = await createUser(t);
    const cookie = await sessionCookie(t, emp);
    expect(
      (await call(t.app, 'PUT', `/api/users/${emp.id}`, { cookie: admin, body: { password: '', lastName: 'Lee' } }))
        .statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/login', { body: { username: emp.username, password: STRONG_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'PUT', `/api/users/${emp.id}`, { cookie: admin, body: { password: 'weak' } })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'PUT', `/api/users/${emp.id}`, { cookie: admin, body: { password: 'An0ther-pass' } }))
        .statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/login', { body: { username: emp.username, password: 'An0ther-pass' } }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes a user with their sessions; refuses deleting oneself and unknown or out-of-range ids', async () => {
    const emp = await createUser(t);
    const cookie = await sessionCookie(t, emp);
    expect((await call(t.app, 'DELETE', `/api/users/${emp.id}`, { cookie: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/users/${emp.id}`, { cookie: admin })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/users/${adminId}`, { cookie: admin })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/users/2147483648', { cookie: admin })).statusCode).toBe(400);
    expect((await call(t.app, 'PUT', '/api/users/abc', { cookie: admin, body: {} })).statusCode).toBe(400);
  });

  it('never demotes or deletes the last admin', async () => {
    const solo = await startTestApp(kind);
    try {
      const only = await createUser(solo, { role: 'admin' });
      const other = await createUser(solo, { role: 'admin' });
      const cookie = await sessionCookie(solo, other);
      expect(
        (await call(solo.app, 'PUT', `/api/users/${only.id}`, { cookie, body: { role: 'employee' } })).statusCode,
      ).toBe(200);
      const demoteSelf = await call(solo.app, 'PUT', `/api/users/${other.id}`, { cookie, body: { role: 'employee' } });
      expect(demoteSelf.statusCode).toBe(409);
      expect(demoteSelf.json().message).toBe(LAST_ADMIN_MESSAGE);
      const trpc = await trpcMutation(solo.app, 'users.update', { id: other.id, role: 'employee' }, cookie);
      expect(trpc.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
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
    // A PNG followed by HTML: served as the image its bytes are, in a sandbox, never as a page.
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
    const again = await send('profilePicture', polyglot);
    const served = await call(t.app, 'GET', again.json().profilePicture as string, { cookie });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('PUT /api/users/{own id}: an employee edits names, email and password (with the current one), never username, role or flags', async () => {
    const me = await createUser(t, { flags: ['canAccessClients'], password: 'Old-Passw0rd!' });
    const cookie = await sessionCookie(t, me);
    const put = (body: unknown, id = me.id) => call(t.app, 'PUT', `/api/users/${id}`, { cookie, body });
    const named = await put({ firstName: 'Jo', lastName: 'Lee', email: 'jo@example.com' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ id: me.id, firstName: 'Jo', lastName: 'Lee', email: 'jo@example.com' });
    // The stored username, role and flags repeated are no change.
    const repeated = await put({ username: me.username, role: 'employee', canAccessClients: true, firstName: 'Jo' });
    expect(repeated.statusCode).toBe(200);
    for (const body of [
      { username: 'boss' },
      { role: 'admin' },
      { canAccessReports: true },
      { canAccessClients: false },
    ]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    const noCurrent = await put({ password: 'New-Passw0rd!' });
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().message).toMatch(/currentPassword/);
    expect((await put({ password: 'New-Passw0rd!', currentPassword: 'wrong' })).statusCode).toBe(400);
    expect((await put({ password: 'New-Passw0rd!', currentPassword: 'Old-Passw0rd!' })).statusCode).toBe(200);
    const login = await call(t.app, 'POST', '/api/login', {
      body: { username: me.username, password: 'New-Passw0rd!' },
    });
    expect(login.statusCode).toBe(200);
    // Someone else's account stays the admins' (Workforce).
    expect((await put({ firstName: 'X' }, adminId)).statusCode).toBe(403);
    const row = await t.db.db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: me.username,
      role: 'employee',
      canAccessClients: true,
      canAccessReports: false,
    });
  });
});
