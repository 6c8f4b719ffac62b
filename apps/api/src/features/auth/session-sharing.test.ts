import { testDatabaseKinds } from '@app/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';
import { invalidateSession, sessionIdFromToken, validateSessionToken } from '../../sessions/session.service';

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
    // The user is prepared once and shared, so no caller may change it; each session is the caller's own.
    expect(new Set(found.map((f) => f!.user)).size).toBe(1);
    expect(Object.isFrozen(found[0]!.user) && Object.isFrozen(found[0]!.sessionUser)).toBe(true);
    expect(new Set(found.map((f) => f!.session)).size).toBe(20);
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

  // The answer is reused for a moment (SESSION_CACHE_MS) where changes are heard; any write this
  // process makes to the user, their settings or their sessions, on whichever of its connections,
  // is seen by the next lookup.
  it('serves a cached answer, and never one older than a write to the user or the session', async () => {
    const user = await createUser(t);
    const token = tokenOf(await sessionCookie(t, user));
    const look = () => validateSessionToken(t.db.db, token, t.clock.now(), { slide: false });
    expect((await look())!.user.role).toBe('employee');
    await t.db.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    expect((await look())!.user.role).toBe('admin');
    // In a transaction: a lookup while it is open sees the old row, the first one after the commit the new.
    await t.db.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ role: 'employee' }).where('id', '=', user.id).execute();
    });
    expect((await look())!.user.role).toBe('employee');
    await t.db.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
    expect(await look()).toBeNull();
  });

  // The test app's bus is in-process: on PostgreSQL nothing tells it of other processes' changes, so
  // it reuses no answer (session-instances.test.ts has the servers that LISTEN).
  it.runIf(kind === 'postgres')('without a LISTENing bus, sees a sign-out by another instance at once', async () => {
    const token = tokenOf(await sessionCookie(t, await createUser(t)));
    const look = () => validateSessionToken(t.db.db, token, t.clock.now(), { slide: false });
    expect(await look()).not.toBeNull();
    // Another API process: its own connection, unseen by this process's write observer.
    const other = new pg.Client({ connectionString: t.db.databaseUrl });
    await other.connect();
    try {
      await other.query('delete from sessions where id = $1', [sessionIdFromToken(token)]);
    } finally {
      await other.end();
    }
    expect(await look()).toBeNull();
  });

  it('does not keep an answer read while a write was under way', async () => {
    const user = await createUser(t);
    const token = tokenOf(await sessionCookie(t, user));
    const look = () => validateSessionToken(t.db.db, token, t.clock.now(), { slide: false });
    const before = look();
    await t.db.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    await before;
    expect((await look())!.user.role).toBe('admin');
  });
});
