import {
  addDays,
  estimatedTaxSchedule,
  firmDate,
  form1099ListedYears,
  normalizeSalesTaxFrequency,
  salesTaxPeriodsFiltered,
} from '@app/domain';
import type { SeedStep } from '../types';

/**
 * Deadlines in every state on every tax screen, this year and next: the organizations and clients
 * steps generated the schedules (estimated tax, SOI, licenses); this step completes part of what
 * fell due already, so Overdue, Upcoming and Completed all have rows, and saves 1099 and sales
 * tax statuses the same way. Deterministic: every choice follows the row's id.
 */
export const taxDeadlinesStep: SeedStep = {
  name: 'tax-deadlines',
  async run(seed) {
    const db = seed.ctx.db;
    const today = firmDate(seed.now);
    const at = seed.now as never;
    const year = Number(today.slice(0, 4));

    // Estimated tax: last tax year's schedule too (its Q4 falls due in January), so early in the
    // year something is overdue; then two of three past-due payments done, a few paid early.
    const owners = await db
      .selectFrom('estimatedTaxPayments')
      .select(['clientId', 'organizationId'])
      .distinct()
      .execute();
    const lastYearDues = estimatedTaxSchedule(year - 1);
    const previous = owners.flatMap((o) =>
      lastYearDues.map((d) => ({
        ...o,
        taxYear: d.taxYear,
        quarter: d.quarter,
        dueDate: d.dueDate,
        reminderDate: d.reminderDate,
      })),
    );
    for (let i = 0; i < previous.length; i += 500)
      await db
        .insertInto('estimatedTaxPayments')
        .values(previous.slice(i, i + 500))
        .onConflict((oc) => oc.doNothing())
        .execute();
    const payments = await db.selectFrom('estimatedTaxPayments').select(['id', 'dueDate']).orderBy('id').execute();
    const donePayments = payments
      .filter((p, i) => (p.dueDate < today ? i % 3 !== 0 : p.dueDate < addDays(today, 120) && i % 5 === 0))
      .map((p) => p.id);
    if (donePayments.length)
      await db
        .updateTable('estimatedTaxPayments')
        .set({ status: 'completed', completedAt: at })
        .where('id', 'in', donePayments)
        .execute();

    // SOI: half of the past events completed.
    const events = await db
      .selectFrom('soiEvents')
      .select(['id', 'eventDate'])
      .where('eventDate', '<', today)
      .orderBy('id')
      .execute();
    const doneEvents = events.filter((_, i) => i % 2 === 0).map((e) => e.id);
    if (doneEvents.length)
      await db
        .updateTable('soiEvents')
        .set({ completed: true, completedAt: at })
        .where('id', 'in', doneEvents)
        .execute();

    // Business licenses: a past renewal of every other organization renewed, one upcoming renewed early.
    const renewals = await db
      .selectFrom('businessLicenseRenewals')
      .select(['id', 'dueDate', 'organizationId'])
      .orderBy('id')
      .execute();
    const doneRenewals = renewals
      .filter((r) =>
        r.dueDate < today
          ? r.organizationId % 2 === 0
          : r.organizationId % 5 === 0 && r.dueDate.startsWith(String(year + 1)),
      )
      .map((r) => r.id);
    if (doneRenewals.length)
      await db
        .updateTable('businessLicenseRenewals')
        .set({ status: 'completed', completedAt: at })
        .where('id', 'in', doneRenewals)
        .execute();

    // 1099: last year's filed for two of three entities, this year's for one in four.
    const [lastYear, thisYear] = form1099ListedYears(today);
    const clients = await db
      .selectFrom('clients')
      .select('id')
      .where('issues1099', '=', true)
      .where('deletedAt', 'is', null)
      .execute();
    const orgs = await db
      .selectFrom('organizations')
      .select('id')
      .where('issues1099', '=', true)
      .where('deletedAt', 'is', null)
      .execute();
    const statuses = [
      ...clients.map((c) => ({ clientId: c.id, organizationId: null })),
      ...orgs.map((o) => ({ clientId: null, organizationId: o.id })),
    ].flatMap((owner, i) => [
      ...(i % 3 !== 0 ? [{ ...owner, taxYear: lastYear!, status: 'completed' as const, completedAt: at }] : []),
      ...(i % 4 === 0 ? [{ ...owner, taxYear: thisYear!, status: 'completed' as const, completedAt: at }] : []),
    ]);
    if (statuses.length)
      await db
        .insertInto('form1099Statuses')
        .values(statuses)
        .onConflict((oc) => oc.doNothing())
        .execute();

    // Sales tax: this year's and last year's filings due before today filed for most organizations, three days before the due date.
    const tracked = await db
      .selectFrom('organizations')
      .select(['id', 'salesTaxFrequency'])
      .where('deletedAt', 'is', null)
      .execute();
    const filings = tracked.flatMap((o) => {
      const frequency = normalizeSalesTaxFrequency(o.salesTaxFrequency);
      if (!frequency) return [];
      return [year - 1, year]
        .flatMap((y) => salesTaxPeriodsFiltered(frequency, { year: y }))
        .filter((p, k) => p.dueDate < today && (o.id + k) % 4 !== 0)
        .map((p) => ({
          organizationId: o.id,
          frequency,
          kind: p.kind,
          periodLabel: p.label,
          periodStart: p.periodStart,
          periodEnd: p.periodEnd,
          dueDate: p.dueDate,
          status: 'filed' as const,
          filedDate: addDays(p.dueDate, -3),
        }));
    });
    for (let i = 0; i < filings.length; i += 500)
      await db
        .insertInto('salesTaxFilings')
        .values(filings.slice(i, i + 500))
        .onConflict((oc) => oc.doNothing())
        .execute();
  },
};
