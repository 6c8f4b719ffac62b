import { testDatabaseKinds } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../test/helpers';

// Issue 10 item 4: a masked value sent back never replaces a secret, and secrets are sealed to
// their table, column and row.

describe.each(testDatabaseKinds())('masked values sent back (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clientId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
    const client = await call(t.app, 'POST', '/api/clients', { cookie, body: { firstName: 'Mask', lastName: 'Test', ssn: '123456789' } });
    expect(client.statusCode, client.body).toBe(201);
    clientId = client.json().id;
  });
  afterAll(() => t?.close());

  it('keeps a login password and PIN when their masked form comes back', async () => {
    const created = await call(t.app, 'POST', `/api/clients/${clientId}/logins`, { cookie, body: { platform: 'IRS', username: 'mt', password: 'S3cret-pass', pin: '4321' } });
    expect(created.statusCode, created.body).toBe(201);
    const login = created.json();
    expect(login).toMatchObject({ password: '****', pin: '****' });
    for (const body of [{ password: '****' }, { pin: '****' },  { password: '••••' }, { notes: 'changed' }]) {
      const res = await call(t.app, 'PATCH', `/api/logins/${login.id}`, { cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
    }
    const revealed = await call(t.app, 'POST', `/api/logins/${login.id}/reveal`, { cookie });
    expect(revealed.json()).toMatchObject({ password: 'S3cret-pass', pin: '4321', notes: 'changed' });

    // A real change is stored; an emptied one clears.
    await call(t.app, 'PATCH', `/api/logins/${login.id}`, { cookie, body: { password: 'N3w-pass' } });
    await call(t.app, 'PATCH', `/api/logins/${login.id}`, { cookie, body: { pin: '' } });
    expect((await call(t.app, 'POST', `/api/logins/${login.id}/reveal`, { cookie })).json()).toMatchObject({ password: 'N3w-pass', pin: null });
  });

  it("seals a login's secrets to their row: copied to another row they no longer open", async () => {
    const a = (await call(t.app, 'POST', `/api/clients/${clientId}/logins`, { cookie, body: { platform: 'A', password: 'alpha-secret' } })).json();
    const b = (await call(t.app, 'POST', `/api/clients/${clientId}/logins`, { cookie, body: { platform: 'B', password: 'bravo-secret' } })).json();
    const stored = await sql<{ id: number; p: string }>`select id, password_encrypted as p from logins where id in (${a.id}, ${b.id})`.execute(t.db.db);
    for (const row of stored.rows) expect(row.p).toMatch(/^v2:/);
    const envelopeOfA = stored.rows.find((r) => r.id === a.id)!.p;
    await sql`update logins set password_encrypted = ${envelopeOfA} where id = ${b.id}`.execute(t.db.db);
    expect((await call(t.app, 'POST', `/api/logins/${a.id}/reveal`, { cookie })).json().password).toBe('alpha-secret');
    const tampered = await call(t.app, 'POST', `/api/logins/${b.id}/reveal`, { cookie });
    expect(tampered.statusCode).toBeGreaterThanOrEqual(400);
    expect(tampered.body).not.toContain('alpha-secret');
  });

  it("keeps a client's SSN when its masked form comes back", async () => {
    const read = (await call(t.app, 'GET', `/api/clients/${clientId}`, { cookie })).json();
    expect(read.ssn).toBe('****6789');
    const res = await call(t.app, 'PUT', `/api/clients/${clientId}`, { cookie, body: { ssn: read.ssn, firstName: 'Masked' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, 'POST', `/api/clients/${clientId}/reveal`, { cookie, body: { field: 'ssn' } })).json()).toEqual({ value: '123456789' });
  });
});
