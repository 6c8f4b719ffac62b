import { testDatabaseKinds } from '@app/db';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../core/service-context';
import {
  call,
  createUser,
  sessionCookie,
  startTestApp,
  trpcData,
  trpcError,
  trpcQuery,
  userCtx,
  type TestApp,
} from '../../test/helpers';
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
    const rows = trpcData<{ items: audit.AuditEntryView[] }>(
      await trpcQuery(t.app, 'audit.list', { limit: 1 }, adminCookie),
    ).items;
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
    expect(await t.db.db.selectFrom('auditLog').select('id').where('entityType', '=', 'ghost').execute()).toHaveLength(
      0,
    );
  });

  it('GET /api/audit-log pages newest first and filters', async () => {
    const first = (
      await call(t.app, 'GET', '/api/audit-log?limit=10&entityType=client', { cookie: adminCookie })
    ).json() as audit.AuditEntryView[];
    expect(first).toHaveLength(10);
    expect(first.every((e) => e.entityType === 'client')).toBe(true);
    expect(first[0]!.entityId).toBe('29');
    const next = (
      await call(t.app, 'GET', `/api/audit-log?limit=10&entityType=client&cursor=${first[9]!.id}`, {
        cookie: adminCookie,
      })
    ).json() as audit.AuditEntryView[];
    expect(next.map((e) => e.entityId)).toEqual(['9', '7', '5', '3', '1']);
    const deletes = (
      await call(t.app, 'GET', `/api/audit-log?action=delete&userId=${clerk.id}`, { cookie: adminCookie })
    ).json() as audit.AuditEntryView[];
    expect(deletes).toHaveLength(10);
    const one = (
      await call(t.app, 'GET', '/api/audit-log?entityType=client&entityId=7', { cookie: adminCookie })
    ).json() as audit.AuditEntryView[];
    expect(one).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/audit-log?limit=0', { cookie: adminCookie })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/audit-log?userId=x', { cookie: adminCookie })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const res = await call(t.app, 'GET', '/api/audit-log', { cookie: await sessionCookie(t, clerk) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to read the audit log' });
  });

  it('pages by offset with a total, over REST and tRPC', async () => {
    const page = trpcData<audit.AuditPage>(
      await trpcQuery(t.app, 'audit.list', { limit: 10, offset: 10, entityType: 'client' }, adminCookie),
    );
    expect(page.items.map((e) => e.entityId)).toEqual(['9', '7', '5', '3', '1']);
    expect(page).toMatchObject({ total: 15, totalCapped: false, nextCursor: null });
    const res = await call(t.app, 'GET', '/api/audit-log?limit=4&offset=4&entityType=client', { cookie: adminCookie });
    expect(res.headers['x-total-count']).toBe('15');
    expect((res.json() as audit.AuditEntryView[]).map((e) => e.entityId)).toEqual(['21', '19', '17', '15']);
    expect(res.headers['x-next-cursor']).toBe(String((res.json() as audit.AuditEntryView[])[3]!.id));
  });

  it("filters by whole days in the time zone asked (the firm's by default)", async () => {
    const ctx = userCtx(t, clerk);
    // Los Angeles is UTC-7 and New York UTC-4 in May.
    for (const [id, at] of [
      [1, '2026-05-01T06:30:00Z'],
      [2, '2026-05-01T07:30:00Z'],
      [3, '2026-05-02T06:59:00Z'],
      [4, '2026-05-02T07:00:00Z'],
    ] as const) {
      t.clock.set(new Date(at));
      await audit.record(ctx, { action: 'create', entityType: 'invoice', entityId: id, fields: ['amount'] });
    }
    adminCookie = await sessionCookie(t, admin); // months later: a new session
    const ids = async (query: string) =>
      (
        (
          await call(t.app, 'GET', `/api/audit-log?entityType=invoice&${query}`, { cookie: adminCookie })
        ).json() as audit.AuditEntryView[]
      ).map((e) => e.entityId);
    expect(await ids('from=2026-05-01&to=2026-05-01')).toEqual(['3', '2']);
    expect(await ids('from=2026-05-01&to=2026-05-01&timeZone=America/New_York')).toEqual(['2', '1']);
    expect(await ids('from=2026-05-02')).toEqual(['4']);
    expect(await ids('to=2026-04-30')).toEqual(['1']);
    const trpc = trpcData<audit.AuditPage>(
      await trpcQuery(
        t.app,
        'audit.list',
        { entityType: 'invoice', from: '2026-05-01', to: '2026-05-02', userId: clerk.id },
        adminCookie,
      ),
    );
    expect(trpc.total).toBe(3);
  });

  it('refuses bad filters with the field named', async () => {
    const message = async (query: string) =>
      (await call(t.app, 'GET', `/api/audit-log?${query}`, { cookie: adminCookie })).json().message as string;
    expect(await message('from=2026-02-30')).toBe('from: from must be a date (YYYY-MM-DD)');
    expect(await message('from=2026-03-02&to=2026-03-01')).toBe('to: to must be on or after from');
    expect(await message('timeZone=Mars/Olympus')).toMatch(/^timeZone: timeZone must be one of/);
    expect(await message('format=xml')).toBe('format: format must be json or csv');
    const res = await trpcQuery(t.app, 'audit.list', { offset: -1 }, adminCookie);
    expect(trpcError(res).data.httpStatus).toBe(400);
  });

  it('offers the record types and actions present in the log', async () => {
    const facets = trpcData<{ entityTypes: string[]; actions: string[] }>(
      await trpcQuery(t.app, 'audit.facets', undefined, adminCookie),
    );
    expect(facets.entityTypes).toEqual(expect.arrayContaining(['client', 'invoice', 'organization']));
    expect(facets.entityTypes).toEqual([...facets.entityTypes].sort());
    expect(facets.actions).toEqual(expect.arrayContaining(['create', 'delete', 'update']));
    expect(
      trpcError(await trpcQuery(t.app, 'audit.facets', undefined, await sessionCookie(t, clerk))).data.httpStatus,
    ).toBe(403);
  });

  it('exports the matches as CSV, formulas neutralised, and logs the export', async () => {
    t.clock.set(new Date('2026-05-03T18:00:00Z'));
    await audit.record(userCtx(t, clerk), {
      action: 'update',
      entityType: 'invoice',
      entityId: '=HYPERLINK("http://x")',
      fields: ['@sum', 'total'],
    });
    adminCookie = await sessionCookie(t, admin);
    const res = await call(
      t.app,
      'GET',
      '/api/audit-log?format=csv&entityType=invoice&from=2026-05-01&timeZone=America/New_York',
      { cookie: adminCookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log-2026-05-03.csv"');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...audit.AUDIT_CSV_HEADER]);
    expect(rows.slice(1).map((r) => r[6])).toEqual([`'=HYPERLINK("http://x")`, '4', '3', '2', '1']);
    expect(rows[1]).toEqual([
      '2026-05-03 14:00:00',
      'America/New_York',
      clerk.username,
      String(clerk.id),
      'update',
      'invoice',
      `'=HYPERLINK("http://x")`,
      "'@sum, total",
      '',
      '',
      '',
    ]);
    const logged = (
      await call(t.app, 'GET', '/api/audit-log?limit=1&action=export', { cookie: adminCookie })
    ).json() as audit.AuditEntryView[];
    expect(logged[0]).toMatchObject({
      userId: admin.id,
      entityType: 'audit_log',
      detail: { format: 'csv', entityType: 'invoice', from: '2026-05-01' },
    });
    expect(
      (await call(t.app, 'GET', '/api/audit-log?format=csv', { cookie: await sessionCookie(t, clerk) })).statusCode,
    ).toBe(403);
  });
});
