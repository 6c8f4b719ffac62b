import { testDatabaseKinds } from '@app/db';
import { addDays } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmin, DEMO_ADMIN } from '../features/auth/bootstrap';
import { call, cookieFrom, startTestApp, type TestApp } from '../test/helpers';
import { runSeed } from './index';
import { DEMO_PASSWORD } from './steps/users';

describe.each(testDatabaseKinds())('demo data (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await bootstrapAdmin(t.app.deps, { demo: true });
    await runSeed(t.ctx);
    // The whole demo firm goes through the services (projects and tasks included): slower than one hook's default.
  }, 300_000);
  afterAll(() => t?.close());

  it('creates the admin and three employees with their flags', async () => {
    const users = await t.db.db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['admin', 'admin'],
      ['jordan', 'employee'],
      ['casey', 'employee'],
      ['riley', 'employee'],
    ]);
    const jordan = users[1]!;
    expect(jordan.canEditClients && jordan.canAccessReports && !jordan.canDeleteRecords && !jordan.canExportData).toBe(
      true,
    );
    const casey = users[2]!;
    expect([
      casey.canAccessClients,
      casey.canAccessOrganizations,
      casey.canEditClients,
      casey.canAccessProjects,
    ]).toEqual([true, true, false, false]);
    const riley = users[3]!;
    expect(riley.canAccessClients || riley.canAccessTasks).toBe(false);
  });

  it('gives each user 15 notifications of all four types, some read', async () => {
    const rows = await t.db.db.selectFrom('notifications').selectAll().execute();
    expect(rows.filter((r) => r.eventKey?.startsWith('seed:'))).toHaveLength(60);
    const riley = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'riley')
      .executeTakeFirstOrThrow();
    const own = rows.filter((r) => r.userId === riley.id);
    expect(new Set(own.map((r) => r.type))).toEqual(new Set(['info', 'warning', 'success', 'error']));
    expect(own.filter((r) => r.isRead)).toHaveLength(5);
  });

  it('signs in with the documented passwords', async () => {
    const admin = await call(t.app, 'POST', '/api/login', { body: DEMO_ADMIN });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().fullName).toBe('Alex Admin');
    const riley = await call(t.app, 'POST', '/api/login', { body: { username: 'riley', password: DEMO_PASSWORD } });
    expect(riley.statusCode).toBe(200);
    const list = await call(t.app, 'GET', '/api/notifications', { cookie: cookieFrom(riley) });
    expect(list.json()).toHaveLength(15);
  });

  it('adds submissions of every type, some linked, and a chat between the demo users', async () => {
    const submissions = await t.db.db.selectFrom('submissions').selectAll().execute();
    expect(new Set(submissions.map((s) => s.type))).toEqual(
      new Set(['contact', 'quote', 'service', 'employee-auth', 'payment-auth']),
    );
    expect(submissions.filter((s) => s.clientId !== null).length).toBeGreaterThan(0);
    expect(submissions.filter((s) => s.organizationId !== null).length).toBeGreaterThan(0);
    expect(
      submissions.filter((s) => s.accountNumberEncrypted).every((s) => s.accountNumberEncrypted!.startsWith('v2:')),
    ).toBe(true);
    const chat = await t.db.db.selectFrom('chatMessages').select('userId').execute();
    expect(new Set(chat.map((m) => m.userId)).size).toBe(4);
  });

  it('is idempotent', async () => {
    const count = async (table: 'notifications' | 'projects' | 'tasks') =>
      (await t.db.db.selectFrom(table).select('id').execute()).length;
    const before = {
      notifications: await count('notifications'),
      projects: await count('projects'),
      tasks: await count('tasks'),
    };
    await runSeed(t.ctx);
    expect(await t.db.db.selectFrom('users').select('id').execute()).toHaveLength(4);
    expect({
      notifications: await count('notifications'),
      projects: await count('projects'),
      tasks: await count('tasks'),
    }).toEqual(before);
    expect(
      await t.db.db.selectFrom('notifications').select('eventKey').where('eventKey', 'like', 'seed:%').execute(),
    ).toHaveLength(60);
    expect(await t.db.db.selectFrom('submissions').select('id').execute()).toHaveLength(10);
  });
  it('dates every project and task consistently, across statuses, with tasks due this month', async () => {
    const db = t.db.db;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(t.clock.now());
    const projects = await db.selectFrom('projects').select(['id', 'status', 'startDate', 'dueDate']).execute();
    expect(projects.length).toBeGreaterThanOrEqual(60);
    expect(projects.filter((p) => !p.startDate || !p.dueDate || p.startDate > p.dueDate)).toEqual([]);
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(['not_started', 'in_progress', 'completed']));
    const dueIn = projects.filter((p) => p.status !== 'completed').map((p) => p.dueDate!);
    expect(dueIn.some((d) => d < today) && dueIn.some((d) => d > addDays(today, 14))).toBe(true);

    const byId = new Map(projects.map((p) => [p.id, p]));
    // A recurring project's next occurrence copies the tasks undated (as a template does): only dated ones count.
    const tasks = (await db.selectFrom('tasks').select(['projectId', 'startDate', 'dueDate']).execute()).filter(
      (task) => task.startDate || task.dueDate,
    );
    expect(tasks.length).toBeGreaterThan(100);
    const outside = tasks.filter((task) => {
      const project = byId.get(task.projectId)!;
      return (
        !task.startDate ||
        !task.dueDate ||
        task.startDate > task.dueDate ||
        task.startDate < project.startDate! ||
        task.dueDate > project.dueDate!
      );
    });
    expect(outside).toEqual([]);
    expect(tasks.filter((task) => task.dueDate!.slice(0, 7) === today.slice(0, 7)).length).toBeGreaterThan(10);
  });

  it('puts tax deadlines in every state, this year and next', async () => {
    const db = t.db.db;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(t.clock.now());
    const year = Number(today.slice(0, 4));
    const payments = await db.selectFrom('estimatedTaxPayments').select(['status', 'dueDate', 'taxYear']).execute();
    expect(payments.some((p) => p.status === 'completed')).toBe(true);
    expect(payments.some((p) => p.status === 'pending' && p.dueDate < today)).toBe(true);
    expect(payments.some((p) => p.status === 'pending' && p.dueDate >= today)).toBe(true);
    expect(new Set(payments.map((p) => p.taxYear))).toEqual(new Set([year - 1, year, year + 1]));
    const renewals = await db.selectFrom('businessLicenseRenewals').select(['status', 'dueDate']).execute();
    expect(
      renewals.some((r) => r.status === 'completed') &&
        renewals.some((r) => r.status === 'pending' && r.dueDate < today),
    ).toBe(true);
    expect((await db.selectFrom('form1099Statuses').select('status').execute()).length).toBeGreaterThan(0);
    expect((await db.selectFrom('salesTaxFilings').select('status').execute()).length).toBeGreaterThan(0);
    expect(
      (await db.selectFrom('soiEvents').select('completed').where('completed', '=', true).execute()).length,
    ).toBeGreaterThan(0);
  });
});
