import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../context';
import { call, createUser, sessionCookie, startTestApp, trpcData, trpcQuery, userCtx, type TestApp } from '../../test/helpers';
import type { UserRow } from '../users/users.repo';
import * as audit from './audit.service';

describe.each(testDatabaseKinds())('audit log (%s)', (kind) => {
  let t: TestApp;
  let admin: UserRow;
  let clerk: UserRow;
  let adminCookie: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await createUser(t, { role: 'admin' });
    clerk = await createUser(t, { flags: 'all' });
    adminCookie = await sessionCookie(t, admin);
    const ctx = { ...userCtx(t, clerk), ip: '10.0.0.7', requestId: 'req-1' };
    for (let i = 1; i <= 30; i++) {
      await audit.record(ctx, {
        action: i % 3 === 0 ? 'delete' : 'update',
        entityType: i % 2 ? 'client' : 'organization',
        entityId: i,
        fields: ['ssn', 'email'],
      });
    }
  });
  afterAll(() => t?.close());

  it('records who, when, what and which fields', async () => {
    const rows = trpcData<{ items: audit.AuditEntryView[] }>(await trpcQuery(t.app, 'audit.list', { limit: 1 }, adminCookie)).items;
    expect(rows[0]).toMatchObject({
      userId: clerk.id,
      username: clerk.username,
      action: 'delete',
      entityType: 'organization',
      entityId: '30',
      fields: ['ssn', 'email'],
      ip: '10.0.0.7',
      requestId: 'req-1',
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('writes inside the caller transaction (rolled back with it)', async () => {
    await expect(
      inTransaction(userCtx(t, clerk), async (tx) => {
        await audit.record(tx, { action: 'create', entityType: 'ghost', entityId: 1 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.db.db.selectFrom('auditLog').select('id').where('entityType', '=', 'ghost').execute()).toHaveLength(0);
  });

  it('GET /api/audit-log pages newest first and filters', async () => {
    const first = (await call(t.app, 'GET', '/api/audit-log?limit=10&entityType=client', { cookie: adminCookie })).json() as audit.AuditEntryView[];
    expect(first).toHaveLength(10);
    expect(first.every((e) => e.entityType === 'client')).toBe(true);
    expect(first[0]!.entityId).toBe('29');
    const next = (await call(t.app, 'GET', `/api/audit-log?limit=10&entityType=client&cursor=${first[9]!.id}`, { cookie: adminCookie })).json() as audit.AuditEntryView[];
    expect(next.map((e) => e.entityId)).toEqual(['9', '7', '5', '3', '1']);
    const deletes = (await call(t.app, 'GET', `/api/audit-log?action=delete&userId=${clerk.id}`, { cookie: adminCookie })).json() as audit.AuditEntryView[];
    expect(deletes).toHaveLength(10);
    const one = (await call(t.app, 'GET', '/api/audit-log?entityType=client&entityId=7', { cookie: adminCookie })).json() as audit.AuditEntryView[];
    expect(one).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/audit-log?limit=0', { cookie: adminCookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/audit-log?userId=x', { cookie: adminCookie })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const res = await call(t.app, 'GET', '/api/audit-log', { cookie: await sessionCookie(t, clerk) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to read the audit log' });
  });
});
