import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, type TestApp } from '../../test/helpers';
import { runDailyReminders } from './notification-jobs.service';

// The test clock starts on 2026-03-02 (17:00 UTC, 09:00 in the firm's time zone).
describe.each(testDatabaseKinds())('daily reminders (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const titlesOf = async (userId: number) =>
    (
      await t.db.db
        .selectFrom('notifications')
        .select(['title', 'eventKey'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute()
    ).map((n) => n.eventKey);

  it('makes each reminder once, for the right people, honouring their switches', async () => {
    const db = t.db.db;
    const manager = await createUser(t, { flags: ['canAccessProjects'] });
    const calendars = await createUser(t, { flags: ['canAccessCalendars'] });
    const noPayroll = await createUser(t, { flags: ['canAccessCalendars'] });
    const outsider = await createUser(t, { flags: ['canAccessClients'] });
    await db.updateTable('userSettings').set({ payrollAlerts: false }).where('userId', '=', noPayroll.id).execute();

    const project = await db
      .insertInto('projects')
      .values({ name: 'Year end close', dueDate: '2026-03-09', status: 'in_progress' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const late = await db
      .insertInto('projects')
      .values({ name: 'Later', dueDate: '2026-03-10' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('projectManagers')
      .values([
        { projectId: project.id, userId: manager.id },
        { projectId: late.id, userId: manager.id },
      ])
      .execute();
    const org = await db
      .insertInto('organizations')
      .values({ businessDba: 'Acme Bakery' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payroll = await db
      .insertInto('payrolls')
      .values({
        organizationId: org.id,
        payrollPlatform: 'ADP',
        payrollFrequency: 'Monthly (12)',
        processingDate: '2026-03-02',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const health = await db
      .insertInto('groupHealthSections')
      .values({ organizationId: org.id, sectionType: 'medical', renewalDate: '2026-05-01' })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await runDailyReminders(t.app.deps)).toBeGreaterThan(0);
    expect(await titlesOf(manager.id)).toEqual([`project-due:${project.id}:2026-03-09`]);
    expect(await titlesOf(calendars.id)).toEqual([
      `insurance-60:group-health:${health.id}:2026-05-01`,
      `payroll:${payroll.id}:2026-03-02`,
    ]);
    expect(await titlesOf(noPayroll.id)).toEqual([`insurance-60:group-health:${health.id}:2026-05-01`]);
    expect(await titlesOf(outsider.id)).toEqual([]);

    // Again the same day (a restart): nothing new.
    expect(await runDailyReminders(t.app.deps)).toBe(0);

    // 30 days before the renewal the second insurance reminder comes; the project reminder does not repeat.
    t.clock.set(new Date('2026-04-01T17:00:00Z'));
    await runDailyReminders(t.app.deps);
    expect(await titlesOf(calendars.id)).toContain(`insurance-30:group-health:${health.id}:2026-05-01`);
    expect(await titlesOf(manager.id)).toEqual([`project-due:${project.id}:2026-03-09`]);
  });

  it('saves more reminders than one insert holds, each once per recipient', async () => {
    const db = t.db.db;
    const orgs = await db
      .insertInto('organizations')
      .values(Array.from({ length: 700 }, (_, i) => ({ businessDba: `Payer ${i}` })))
      .returning('id')
      .execute();
    await db
      .insertInto('estimatedTaxPayments')
      .values(
        orgs.map((o) => ({
          organizationId: o.id,
          taxYear: 2026,
          quarter: 1,
          dueDate: '2026-04-15',
          reminderDate: '2026-04-10',
        })),
      )
      .execute();
    t.clock.set(new Date('2026-04-12T17:00:00Z'));
    const recipients = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('role', '=', 'admin'), eb('canAccessCalendars', '=', true)]))
      .execute();
    const made = await runDailyReminders(t.app.deps);
    const saved = await db
      .selectFrom('notifications')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>('eventKey').distinct().as('events')])
      .where('eventKey', 'like', 'estimated-tax:%')
      .executeTakeFirstOrThrow();
    expect(Number(saved.n)).toBe(700 * recipients.length);
    expect(Number(saved.events)).toBe(700);
    expect(made).toBeGreaterThanOrEqual(700 * recipients.length);
    expect(await runDailyReminders(t.app.deps)).toBe(0);
  });
});
