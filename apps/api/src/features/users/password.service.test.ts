import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, userCtx, type TestApp } from '../../test/helpers';
import { purgeExpired } from '../auth/cleanup.repo';
import { validateSessionToken } from '../../sessions/session.service';
import { setPassword } from './password.service';

describe.each(testDatabaseKinds())('password change and session purge (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it("ends the user's other sessions and keeps the caller's own", async () => {
    const user = await createUser(t);
    const own = await sessionCookie(t, user);
    const other = await sessionCookie(t, user);
    const token = own.slice('session='.length);
    const found = await validateSessionToken(t.db.db, token, t.clock.now());
    await setPassword({ ...userCtx(t, user), session: found!.session }, user.id, 'N3w-passw0rd!');
    expect((await call(t.app, 'GET', '/api/user', { cookie: own })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { cookie: other })).statusCode).toBe(401);
    const login = await call(t.app, 'POST', '/api/login', {
      body: { username: user.username, password: 'N3w-passw0rd!' },
    });
    expect(login.statusCode).toBe(200);
    const entry = await t.db.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(user.id))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(entry.fields).toEqual(['password']);
  });

  it('purges expired sessions', async () => {
    const user = await createUser(t);
    await sessionCookie(t, user);
    t.clock.advance(31 * 60_000);
    const { sessions } = await purgeExpired(t.db.db, t.clock.now());
    expect(sessions).toBeGreaterThanOrEqual(1);
    expect(await t.db.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toHaveLength(0);
  });
});
