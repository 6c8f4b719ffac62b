import { addDays, addMonths, firmDate, PROJECT_RECURRENCES } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import * as payrolls from '../../features/payrolls/payrolls.service';
import * as personalTasks from '../../features/personal-tasks/personal-tasks.service';
import * as projects from '../../features/projects/projects.service';
import * as tasks from '../../features/tasks/tasks.service';
import { toSessionUser } from '../../sessions/session-user';
import type { SeedStep } from '../types';

export const DEMO_PROJECT_COUNT = 60;

const KINDS = [
  'Tax Return',
  'Year-End Bookkeeping',
  'Payroll Setup',
  'Quarterly Review',
  'Sales Tax Filing',
  'Audit Support',
  'Entity Formation',
  'Benefits Renewal',
];
const TASKS = [
  'Collect documents',
  'Review prior year',
  'Prepare draft',
  'Partner review',
  'Client sign-off',
  'File and confirm',
];

/**
 * About 60 projects across statuses, managers and assignees, their tasks due around today (so the
 * tasks-due calendar has events this month), a few recurring ones, each user's to-dos, and payroll
 * runs over the coming months for the payroll calendar. Through the services, so the status rules
 * and set-up gate hold for the demo data too.
 */
export const projectsStep: SeedStep = {
  name: 'projects',
  async run(seed) {
    const { db } = seed.ctx;
    // Idempotent: a second run leaves what the first made (projects, their tasks, payroll runs, to-dos).
    if (await db.selectFrom('projects').select('id').limit(1).executeTakeFirst()) return;
    const users = [...seed.users.values()];
    const adminRow = users.find((u) => u.role === 'admin') ?? users[0];
    if (!adminRow) return;
    const ctx: UserCtx = { ...seed.ctx, user: toSessionUser(adminRow) };
    const today = firmDate(seed.now);
    // Managers and assignees: the people who can work on projects.
    const userIds = users.filter((u) => u.role === 'admin' || u.canAccessProjects).map((u) => u.id);
    const clientIds = (
      await db.selectFrom('clients').select('id').where('deletedAt', 'is', null).orderBy('id').limit(60).execute()
    ).map((r) => r.id);
    const orgs = await db
      .selectFrom('organizations')
      .select(['id', 'businessDba'])
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .limit(60)
      .execute();

    for (let i = 0; i < DEMO_PROJECT_COUNT; i++) {
      const org = orgs.length ? orgs[i % orgs.length] : undefined;
      // Due dates from 5 days ago to 44 days ahead (every "Due In" style); a project starts 3 to 14
      // days before its due date at the latest, so none starts after it is due.
      const dueOffset = -5 + ((i * 11) % 50);
      const startOffset = Math.min(-30 + ((i * 7) % 40), dueOffset - 3 - (i % 12));
      const startDate = addDays(today, startOffset);
      const dueDate = addDays(today, dueOffset);
      const project = await projects.create(ctx, {
        name: `${KINDS[i % KINDS.length]} - ${org?.businessDba ?? `Client ${i + 1}`}`,
        status: 'not_started',
        startDate,
        dueDate,
        organizationIds: org ? [org.id] : [],
        clientIds: clientIds.length && i % 3 === 0 ? [clientIds[i % clientIds.length]!] : [],
        project_manager_ids: [
          userIds[i % userIds.length]!,
          ...(i % 4 === 0 ? [userIds[(i + 1) % userIds.length]!] : []),
        ].filter((v, k, a) => a.indexOf(v) === k),
        recurrence: i % 10 === 0 ? PROJECT_RECURRENCES[(i / 10) % PROJECT_RECURRENCES.length] : null,
      });
      if (!org && !(clientIds.length && i % 3 === 0)) continue;
      // A fifth stay without tasks (not started); the others get two to six tasks.
      if (i % 5 === 4) continue;
      const count = 2 + (i % 5);
      const span = dueOffset - startOffset;
      for (let k = 0; k < count; k++) {
        const status =
          i % 6 === 0 ? 'completed' : (['not_started', 'in_progress', 'pended', 'completed'] as const)[(i + k) % 4]!;
        await tasks.create(ctx, project.id, {
          name: TASKS[k % TASKS.length]!,
          status,
          notes: k === 0 ? 'Requested from the client by email' : null,
          // The tasks follow one another inside the project's dates, the last one due with the project.
          startDate: addDays(startDate, Math.round((span * k) / count)),
          dueDate: addDays(startDate, Math.round((span * (k + 1)) / count)),
          assigned_to_ids: [userIds[(i + k) % userIds.length]!],
        });
      }
      if (i % 6 === 0) await projects.update(ctx, project.id, { status: 'completed' });
    }

    // Payroll runs this month and the next three, the semi-monthly second set included.
    for (const [i, org] of orgs.slice(0, 12).entries()) {
      for (let m = 0; m < 4; m++) {
        const base = addMonths(`${today.slice(0, 7)}-01`, m);
        const semi = i % 3 === 0;
        await payrolls.create(ctx, org.id, {
          payrollPlatform: (['ADP', 'Gusto', 'Paychex'] as const)[i % 3]!,
          payrollFrequency: semi ? 'Semi-Monthly (24)' : 'Monthly (12)',
          payPeriodStartDate: base,
          payPeriodEndDate: addDays(base, semi ? 14 : 27),
          processingDate: addDays(base, 2 + (i % 10)),
          payDate: addDays(base, 5 + (i % 10)),
          payPeriodStartDate2: semi ? addDays(base, 15) : null,
          payPeriodEndDate2: semi ? addDays(base, 27) : null,
          processingDate2: semi ? addDays(base, 17 + (i % 8)) : null,
          payDate2: semi ? addDays(base, 20 + (i % 8)) : null,
          ...(m === 0 && i % 4 === 0 ? { status: 'completed' as const } : {}),
        });
      }
    }

    for (const user of users) {
      const own: UserCtx = { ...seed.ctx, user: toSessionUser(user) };
      for (const [k, name] of [
        'Call the bank about the wire',
        'Review the intake form',
        'Order toner',
        'Update CPE log',
      ].entries()) {
        const todo = await personalTasks.create(own, {
          name,
          status: 'not_started',
          notes: null,
          dueDate: k % 2 ? addDays(today, k * 3) : null,
          priority: 'medium',
        });
        if (k === 3) await personalTasks.update(own, todo.id, { status: 'completed' });
      }
    }
  },
};
