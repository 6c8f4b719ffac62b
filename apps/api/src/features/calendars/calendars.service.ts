import {
  addDays,
  addYears,
  canActOnCalendarEvent,
  gridDays,
  INSURANCE_REMINDER_DAYS,
  insuranceReminderUrgency,
  insuranceRenewalUrgency,
  PC_SECTION_LABELS,
  payrollRangeUrgencies,
  taskUrgency,
  MONTH_CELL_EVENTS,
  type CalendarCompleteInput,
  type CalendarDayView,
  type CalendarEventsQuery,
  type CalendarEventView,
  type CalendarKind,
  type CalendarRangeQuery,
  type CalendarRenewInput,
  type PcSectionType,
} from '@app/domain';
import { inTransaction, type UserCtx } from '../../core/service-context';
import { forbidden, notFound } from '../../core/app-error';
import { permissionMessage } from '../../security/access';
import * as groupHealth from '../group-health/group-health.service';
import { firmToday } from '../../core/firm-date';
import * as payrolls from '../payrolls/payrolls.service';
import * as pcSections from '../pc-sections/pc-sections.service';
import * as projects from '../projects/projects.service';
import * as tasks from '../tasks/tasks.service';
import * as repo from './calendars.repo';
import { JsonText, jsonTextOf } from '../../core/json-text';
import { remember } from '../../cache/read-cache';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A function of a date, computed once per date: a calendar's range holds thousands of events on a
 * few hundred dates (the List view covers 12 months), and each date rule parses its dates (about 5
 * µs a call, 30 of the 46 ms a year of insurance renewals took).
 */
function byDate<T>(of: (date: string) => T): (date: string) => T {
  const known = new Map<string, T>();
  return (date) => {
    let value = known.get(date);
    if (value === undefined) known.set(date, (value = of(date)));
    return value;
  };
}

/** The page a query asks for: none (every event), or `limit` events (or all) from `offset`. */
const pageAskedBy = (q: CalendarEventsQuery): repo.EventsPage | undefined =>
  q.limit === undefined && !q.offset ? undefined : { limit: q.limit ?? null, offset: q.offset ?? 0 };

async function taskCalendar(ctx: UserCtx, q: CalendarEventsQuery, today: string): Promise<CalendarEventView[]> {
  const openUrgency = byDate((date) => taskUrgency(date, today, false));
  return (await repo.taskEvents(ctx.db, q.start, q.end, pageAskedBy(q))).map((r) => ({
    id: `${r.entityType}-${r.entityId}`,
    title: r.entityType === 'project' ? `Project: ${r.title}` : r.title,
    date: r.date,
    type: 'task',
    description: r.entityType === 'task' ? `Project: ${r.projectName}` : null,
    urgency: r.status === 'completed' ? taskUrgency(r.date, today, true) : openUrgency(r.date),
    organizationName: r.organizationName,
    organizationId: r.organizationId,
    projectId: r.projectId,
    entityId: r.entityId,
    entityType: r.entityType,
    status: r.status,
  }));
}

/** The payroll urgency (domain payrollRangeUrgencies) of each date of the range, pending and completed. */
const payrollUrgencies = (ctx: UserCtx, q: CalendarRangeQuery): repo.PayrollRangeUrgencies =>
  payrollRangeUrgencies(q.start, q.end, firmToday(ctx));

/**
 * The payroll calendar's events as the UTF-8 bytes of their JSON array, written by the database from
 * the events its triggers keep (calendars.repo.ts payrollEventsJson), with each date's urgency by the
 * domain rule.
 */
function payrollCalendarJson(ctx: UserCtx, q: CalendarEventsQuery): Promise<Buffer> {
  return repo.payrollEventsJson(ctx.db, q.start, q.end, payrollUrgencies(ctx, q), {
    inIndexOrder: ctx.dbKind === 'pglite',
    streamed: ctx.dbKind === 'postgres',
    page: pageAskedBy(q),
  });
}

/** The payroll calendar's grid days as JSON text, from the kept events (calendars.repo.ts payrollDaysText). */
function payrollDaysText(ctx: UserCtx, q: CalendarRangeQuery): Promise<string> {
  return repo.payrollDaysText(ctx.db, q.start, q.end, payrollUrgencies(ctx, q), MONTH_CELL_EVENTS);
}

/** Renewals mode shows the renewal date; reminders mode the reminder, 30 days before it. */
async function insuranceCalendar(ctx: UserCtx, q: CalendarEventsQuery, today: string): Promise<CalendarEventView[]> {
  const reminders = q.mode === 'reminders';
  const shift = reminders ? INSURANCE_REMINDER_DAYS : 0;
  const rows = await repo.insuranceEvents(ctx.db, addDays(q.start, shift), addDays(q.end, shift), {
    asOneText: ctx.dbKind === 'pglite',
    page: pageAskedBy(q),
  });
  const shown = byDate((renewalDate) => addDays(renewalDate, -shift));
  const urgency = byDate((renewalDate) =>
    reminders ? insuranceReminderUrgency(renewalDate, today) : insuranceRenewalUrgency(renewalDate, today),
  );
  return rows.map((r) => {
    const coverage =
      r.entityType === 'pc'
        ? (PC_SECTION_LABELS[r.sectionType as PcSectionType] ?? r.sectionType)
        : `Group Health (${capitalize(r.sectionType)})`;
    return {
      id: `${r.entityType}-${r.entityId}-${q.mode}`,
      title: `${r.organizationName} - ${coverage} ${reminders ? 'Reminder' : 'Renewal'}`,
      date: shown(r.renewalDate),
      type: 'insurance',
      description: [r.carrier, r.policyNumber ? `Policy ${r.policyNumber}` : null, `Renews ${r.renewalDate}`]
        .filter(Boolean)
        .join(', '),
      urgency: urgency(r.renewalDate),
      organizationName: r.organizationName,
      organizationId: r.organizationId,
      projectId: null,
      entityId: r.entityId,
      entityType: r.entityType,
      status: 'active',
      kind: q.mode,
      renewalDate: r.renewalDate,
    };
  });
}

const CALENDARS = {
  tasks: taskCalendar,
  payroll: async (ctx: UserCtx, q: CalendarEventsQuery) =>
    JSON.parse((await payrollCalendarJson(ctx, q)).toString('utf8')) as CalendarEventView[],
  insurance: insuranceCalendar,
} as const;

/** The Day and List views' call: every event of the visible range, or a page of them, computed in SQL. */
export function events(ctx: UserCtx, kind: CalendarKind, query: CalendarEventsQuery): Promise<CalendarEventView[]> {
  return remember(ctx, `calendars.${kind}`, query, () => CALENDARS[kind](ctx, query, firmToday(ctx)));
}

/**
 * The month and week grids' call: per day with events, the first events a cell shows and the day's
 * count (a busy payroll month is 8,000 events, 2.6 MB, of which a grid shows about a hundred). The
 * payroll calendar's days are read from its kept events; the others are cut from the range's events.
 */
export function days(ctx: UserCtx, kind: CalendarKind, query: CalendarRangeQuery): Promise<CalendarDayView[]> {
  return remember(ctx, `calendars.${kind}Days`, query, async () =>
    kind === 'payroll'
      ? (JSON.parse(await payrollDaysText(ctx, query)) as CalendarDayView[])
      : gridDays(await events(ctx, kind, query), MONTH_CELL_EVENTS),
  );
}

/** The same days as JSON text, which REST sends as it is (the payroll calendar's as the database wrote it). */
export async function daysJson(ctx: UserCtx, kind: CalendarKind, query: CalendarRangeQuery): Promise<JsonText> {
  if (kind !== 'payroll') return jsonTextOf(await days(ctx, kind, query));
  return new JsonText(await remember(ctx, 'calendars.payrollDaysJson', query, () => payrollDaysText(ctx, query)));
}

/**
 * The same events as JSON text, which REST sends as it is: the payroll calendar's as the database
 * wrote it (thousands of events a month: no parse and serialisation of 2.6 MB on a read the cache
 * misses), the others serialised once.
 */
export async function eventsJson(ctx: UserCtx, kind: CalendarKind, query: CalendarEventsQuery): Promise<JsonText> {
  if (kind !== 'payroll') return jsonTextOf(await events(ctx, kind, query));
  return JsonText.ofBytes(await remember(ctx, 'calendars.payrollJson', query, () => payrollCalendarJson(ctx, query)));
}

/** The calendars flag alone does not change a task, a project or an organization's records (canActOnCalendarEvent). */
function assertMayAct(
  ctx: UserCtx,
  target: CalendarCompleteInput['entityType'] | CalendarRenewInput['entityType'],
): void {
  if (canActOnCalendarEvent(ctx.user, target)) return;
  const owner = target === 'task' || target === 'project' ? 'projects' : 'organizations';
  throw forbidden(permissionMessage(owner, 'edit'));
}

/** Complete from the event dialog: a task, a project (with its tasks) or a payroll, through their own services. */
export async function complete(ctx: UserCtx, input: CalendarCompleteInput): Promise<{ ok: true; status: string }> {
  assertMayAct(ctx, input.entityType);
  if (input.entityType === 'task')
    return { ok: true, status: (await tasks.update(ctx, input.entityId, { status: 'completed' })).status };
  if (input.entityType === 'project')
    return { ok: true, status: (await projects.complete(ctx, { id: input.entityId })).status };
  return { ok: true, status: (await payrolls.update(ctx, input.entityId, { status: 'completed' })).status };
}

/** Renew from the event dialog: the section's renewal date one year on (today's when it has none). */
export async function renew(ctx: UserCtx, input: CalendarRenewInput): Promise<{ ok: true; renewalDate: string }> {
  assertMayAct(ctx, input.entityType);
  return inTransaction(ctx, async (tx) => {
    const section = await repo.findInsurance(tx.db, input.entityType, input.entityId);
    if (!section)
      throw notFound(input.entityType === 'pc' ? pcSections.PC_SECTION_NOT_FOUND : groupHealth.SECTION_NOT_FOUND);
    const renewalDate = addYears(section.renewalDate ?? firmToday(tx), 1);
    const userTx = tx as UserCtx;
    if (input.entityType === 'pc') await pcSections.update(userTx, input.entityId, { renewalDate });
    else await groupHealth.updateSection(userTx, input.entityId, { renewalDate });
    return { ok: true as const, renewalDate };
  });
}
