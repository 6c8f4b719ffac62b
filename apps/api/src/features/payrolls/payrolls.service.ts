import {
  normalizePayrollFrequency,
  payrollSchedule,
  payrollYearChoices,
  dateParts,
  type PayrollAllQuery,
  type PayrollCreate,
  type PayrollPeriod,
  type PayrollScheduleQuery,
  type PayrollUpdate,
} from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { badRequest, notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import { assertOrganization } from '../organizations/organization-guard';
import * as repo from './payrolls.repo';

export const PAYROLL_NOT_FOUND = 'Payroll record not found';
const ENTITY = 'payroll';
const SECOND_SET = ['payPeriodStartDate2', 'payPeriodEndDate2', 'processingDate2', 'payDate2'] as const;

export interface PayrollView {
  id: number;
  organizationId: number;
  payrollPlatform: string;
  payrollFrequency: string;
  payPeriodStartDate: string | null;
  payPeriodEndDate: string | null;
  processingDate: string | null;
  payDate: string | null;
  payPeriodStartDate2: string | null;
  payPeriodEndDate2: string | null;
  processingDate2: string | null;
  payDate2: string | null;
  status: 'pending' | 'completed';
  createdAt: string;
  updatedAt: string;
}

export function toPayroll(row: repo.PayrollRow): PayrollView {
  return {
    id: row.id,
    organizationId: row.organizationId,
    payrollPlatform: row.payrollPlatform,
    payrollFrequency: row.payrollFrequency,
    payPeriodStartDate: row.payPeriodStartDate,
    payPeriodEndDate: row.payPeriodEndDate,
    processingDate: row.processingDate,
    payDate: row.payDate,
    payPeriodStartDate2: row.payPeriodStartDate2,
    payPeriodEndDate2: row.payPeriodEndDate2,
    processingDate2: row.processingDate2,
    payDate2: row.payDate2,
    status: row.status,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** Only a semi-monthly payroll keeps the second set of dates. */
function withoutSecondSetUnlessSemiMonthly<
  T extends Partial<Record<(typeof SECOND_SET)[number], string | null | undefined>>,
>(values: T, frequency: string): T {
  if (normalizePayrollFrequency(frequency) === 'semimonthly') return values;
  const out = { ...values };
  for (const key of SECOND_SET) (out as Record<string, unknown>)[key] = null;
  return out;
}

export async function list(ctx: Ctx, organizationId: number): Promise<PayrollView[]> {
  await assertOrganization(ctx, organizationId);
  return (await repo.listForOrganization(ctx.db, organizationId)).map(toPayroll);
}

export async function create(ctx: UserCtx, organizationId: number, input: PayrollCreate): Promise<PayrollView> {
  if (input.organizationId && input.organizationId !== organizationId)
    throw badRequest('organizationId: does not match the organization of the path');
  const { organizationId: _ignored, ...fields } = input;
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, organizationId);
    const row = await repo.insertPayroll(tx.db, {
      ...withoutSecondSetUnlessSemiMonthly(fields, fields.payrollFrequency),
      organizationId,
    });
    await audit.record(tx, {
      action: 'create',
      entityType: ENTITY,
      entityId: row.id,
      fields: Object.keys(fields),
      detail: { organizationId },
    });
    return toPayroll(row);
  });
}

/** PUT and PATCH: the fields sent (PATCH `{status}` from the payroll calendar). */
export async function update(ctx: UserCtx, id: number, input: PayrollUpdate): Promise<PayrollView> {
  return inTransaction(ctx, async (tx) => {
    const current = await repo.findPayroll(tx.db, id);
    if (!current) throw notFound(PAYROLL_NOT_FOUND);
    if (input.organizationId && input.organizationId !== current.organizationId)
      throw badRequest('organizationId: a payroll record cannot move to another organization');
    const { organizationId: _ignored, ...fields } = input;
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as typeof fields;
    const values = withoutSecondSetUnlessSemiMonthly(defined, defined.payrollFrequency ?? current.payrollFrequency);
    const row = Object.keys(values).length ? await repo.updatePayroll(tx.db, id, values) : current;
    if (!row) throw notFound(PAYROLL_NOT_FOUND);
    await audit.record(tx, { action: 'update', entityType: ENTITY, entityId: id, fields: Object.keys(defined) });
    return toPayroll(row);
  });
}

export async function remove(ctx: UserCtx, id: number): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.findPayroll(tx.db, id))) throw notFound(PAYROLL_NOT_FOUND);
    await repo.deletePayroll(tx.db, id);
    await audit.record(tx, { action: 'delete', entityType: ENTITY, entityId: id, fields: [] });
    return { ok: true as const };
  });
}

export type PayrollWithOrganization = PayrollView & {
  businessDba: string;
  organizationStatus: 'active' | 'terminated';
};

/** Every organization's payrolls, for reports and the payroll calendar. */
export async function listAll(
  ctx: Ctx,
  input: PayrollAllQuery,
): Promise<{ items: PayrollWithOrganization[]; total: number }> {
  const opts = { organizationId: input.organizationId, frequency: input.frequency };
  const [rows, total] = await Promise.all([
    repo.listAll(ctx.db, { ...opts, limit: input.limit ?? 100, offset: input.offset ?? 0 }),
    repo.countAll(ctx.db, opts),
  ]);
  return {
    items: rows.map((r) => ({ ...toPayroll(r), businessDba: r.businessDba, organizationStatus: r.organizationStatus })),
    total,
  };
}

export interface PayrollScheduleView {
  organizationId: number;
  year: number;
  years: number[];
  today: string;
  periods: PayrollPeriod[];
}

/** The Payroll Schedule (spec 2 section 9, domain payrollSchedule), today in the firm's time zone. */
export async function schedule(ctx: Ctx, input: PayrollScheduleQuery): Promise<PayrollScheduleView> {
  await assertOrganization(ctx, input.organizationId);
  const today = firmToday(ctx);
  const year = input.year ?? dateParts(today).year;
  const records = await repo.listForOrganization(ctx.db, input.organizationId);
  return {
    organizationId: input.organizationId,
    year,
    years: payrollYearChoices(today),
    today,
    periods: payrollSchedule(records, year, today),
  };
}
