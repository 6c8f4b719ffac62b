import {
  REMINDER_DAYS,
  addDays,
  dueInWords,
  form1099ReminderYear,
  insuranceReminderStage,
  type IsoDate,
  type NotificationCreate,
} from '@app/domain';
import { systemCtx, type AppDeps } from '../../core/service-context';
import * as notifications from '../notifications/notifications.service';
import { firmDate } from '@app/domain';
import * as repo from './notification-jobs.repo';

// docs/decisions/5-beyond.md: the daily job. Each reminder carries an event key, so a rerun (at start, twice the
// same day, on two instances) never makes it twice for one user; the user's switches are honoured:
// project deadlines (projectDeadlines), tax and license deadlines (taskReminders), payroll
// (payrollAlerts) and insurance renewals (insuranceRenewals).

type Reminder = Omit<NotificationCreate, 'userId'>;

/** Notifications saved per insert statement (7 values each, well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 500;

const profileLink = (organizationId: number | null, clientId?: number | null) =>
  organizationId
    ? `/organizations/B${String(organizationId).padStart(4, '0')}`
    : clientId
      ? `/clients/A${String(clientId).padStart(4, '0')}`
      : null;

/** Makes today's reminders; answers how many notifications were created. */
export async function runDailyReminders(deps: AppDeps): Promise<number> {
  const ctx = systemCtx(deps);
  const today = firmDate(deps.now()) as IsoDate;
  const upTo = (days: number) => addDays(today, days);
  let created = 0;
  // Saved in chunks of one insert each (48,000 reminders at 100,000 clients: one round trip per
  // chunk instead of per notification), in the order they are made.
  let pending: NotificationCreate[] = [];
  const flush = async () => {
    const chunk = pending;
    pending = [];
    created += await notifications.createMany(ctx, chunk);
  };
  const send = async (userIds: number[], reminder: Reminder) => {
    for (const userId of userIds) {
      pending.push({ ...reminder, userId });
      if (pending.length >= INSERT_CHUNK) await flush();
    }
  };

  for (const p of await repo.projectsDue(deps.db, today, upTo(REMINDER_DAYS.projectDue))) {
    await send([p.userId], {
      type: 'warning',
      title: 'Project due soon',
      message: `${p.name} is due ${dueInWords(p.dueDate as IsoDate, today)} (${p.dueDate})`,
      link: `/projects/${p.id}`,
      eventKey: `project-due:${p.id}:${p.dueDate}`,
    });
  }

  const deadlines = await repo.calendarRecipients(deps.db, 'taskReminders');
  if (deadlines.length) {
    for (const e of await repo.estimatedTaxDue(deps.db, today, upTo(REMINDER_DAYS.estimatedTax))) {
      await send(deadlines, {
        type: 'info',
        title: 'Estimated tax payment due',
        message: `${e.name ?? 'A client'}: Q${e.quarter} ${e.taxYear} estimated tax is due ${dueInWords(e.dueDate as IsoDate, today)} (${e.dueDate})`,
        link: profileLink(e.organizationId, e.clientId) ?? '/tax/estimated',
        eventKey: `estimated-tax:${e.id}:${e.dueDate}`,
      });
    }
    for (const s of await repo.soiDue(deps.db, today, upTo(REMINDER_DAYS.soi))) {
      await send(deadlines, {
        type: 'info',
        title: 'Statement of Information due',
        message: `${s.name}: the Statement of Information is due ${dueInWords(s.dueDate as IsoDate, today)} (${s.dueDate})`,
        link: '/tax/soi',
        eventKey: `soi:${s.id}:${s.dueDate}`,
      });
    }
    for (const b of await repo.businessLicensesDue(deps.db, today, upTo(REMINDER_DAYS.businessLicense))) {
      await send(deadlines, {
        type: 'info',
        title: 'Business license renewal',
        message: `${b.name}: the business license renewal is due ${dueInWords(b.dueDate as IsoDate, today)} (${b.dueDate})`,
        link: '/tax/business-license',
        eventKey: `business-license:${b.id}:${b.dueDate}`,
      });
    }
    const year1099 = form1099ReminderYear(today);
    if (year1099 !== null) {
      await send(deadlines, {
        type: 'info',
        title: '1099 filing season',
        message: `1099 forms for ${year1099} are due by January 31`,
        link: '/tax/1099',
        eventKey: `form-1099:${year1099}`,
      });
    }
  }

  const insurance = await repo.calendarRecipients(deps.db, 'insuranceRenewals');
  if (insurance.length) {
    for (const i of await repo.insuranceRenewals(deps.db, today, upTo(REMINDER_DAYS.insuranceFirst))) {
      const stage = insuranceReminderStage(i.renewalDate as IsoDate, today);
      if (!stage) continue;
      await send(insurance, {
        type: stage === 30 ? 'warning' : 'info',
        title: 'Insurance renewal',
        message: `${i.name}: ${i.kind === 'pc' ? 'property and casualty' : 'group health'} coverage renews ${dueInWords(i.renewalDate as IsoDate, today)} (${i.renewalDate})`,
        link: '/calendars/insurance',
        eventKey: `insurance-${stage}:${i.kind}:${i.id}:${i.renewalDate}`,
      });
    }
  }

  const payroll = await repo.calendarRecipients(deps.db, 'payrollAlerts');
  if (payroll.length) {
    for (const p of await repo.payrollsProcessing(deps.db, today)) {
      await send(payroll, {
        type: 'warning',
        title: 'Payroll processing today',
        message: `${p.name}: payroll is to be processed today (${today})`,
        link: '/calendars/payroll',
        eventKey: `payroll:${p.id}:${today}`,
      });
    }
  }
  await flush();
  return created;
}
