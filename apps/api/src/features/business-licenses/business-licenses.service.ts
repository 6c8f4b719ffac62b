import {
  businessLicenseRenewals,
  dateParts,
  firstLicenseRenewalYear,
  licenseDateOf,
  type BusinessLicenseGenerate,
  type BusinessLicenseGenerateOther,
  type BusinessLicenseRemove,
} from '@app/domain';
import { inTransaction, type Ctx } from '../../core/service-context';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import { assertOrganization } from '../organizations/organization-guard';
import type { OrganizationSettingsReaction } from '../organizations/organization-settings';
import * as repo from './business-licenses.repo';

/** Renewals are kept from the current year to two years ahead. */
export const RENEWAL_YEARS_AHEAD = 2;

export interface RenewalView {
  id: number;
  organizationId: number;
  kind: repo.RenewalKind;
  year: number;
  dueDate: string;
  status: 'pending' | 'completed';
}

const toView = (r: repo.RenewalRow): RenewalView => ({
  id: r.id,
  organizationId: r.organizationId,
  kind: r.kind,
  year: r.year,
  dueDate: r.dueDate,
  status: r.status,
});

/**
 * The schedule of a county and its date (LA City: February 28 yearly from the first one after
 * the registered date; Other: the reminder date's month and day from its year), from
 * max(first year, this year) to this year + 2. The other kind's pending rows go (the county
 * changed), as do pending rows of this kind outside the years. Inside the caller's transaction.
 */
export async function syncRenewals(
  ctx: Ctx,
  organizationId: number,
  county: string | null,
  date: string | null,
): Promise<void> {
  const kind: repo.RenewalKind | null = county === 'LA City' ? 'la_city' : county === 'Other' ? 'other' : null;
  if (!kind || !date) {
    await repo.deletePending(ctx.db, organizationId);
    return;
  }
  await repo.deletePending(ctx.db, organizationId, kind === 'la_city' ? 'other' : 'la_city');
  const currentYear = dateParts(firmToday(ctx)).year;
  const first = firstLicenseRenewalYear(county as string, date) ?? currentYear;
  const rows = businessLicenseRenewals(
    county as string,
    date,
    Math.max(first, currentYear),
    currentYear + RENEWAL_YEARS_AHEAD,
  );
  await repo.deletePending(ctx.db, organizationId, kind, rows.length ? rows.map((r) => r.year) : []);
  await repo.upsertRenewals(
    ctx.db,
    rows.map((r) => ({
      organizationId,
      kind,
      year: r.year,
      dueDate: r.dueDate,
      createdBy: ctx.user?.id ?? null,
      updatedBy: ctx.user?.id ?? null,
    })),
  );
}

async function run(
  ctx: Ctx,
  organizationId: number,
  action: string,
  fn: (tx: Ctx) => Promise<void>,
): Promise<RenewalView[]> {
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, organizationId);
    await fn(tx);
    await audit.record(tx, {
      action,
      entityType: 'organization',
      entityId: organizationId,
      fields: ['businessLicenseRenewals'],
    });
    return (await repo.listForOrganization(tx.db, organizationId)).map(toView);
  });
}

// The body's userId is not trusted: rows are recorded as made by the signed-in user.

/** POST /api/business-license-renewals/generate (LA City), idempotent. */
/** An organization's save sets its renewals or reminders when the county or its dates changed; a deletion removes the pending ones. */
export const licensesFollowOrganization: OrganizationSettingsReaction = {
  async saved(tx, organizationId, before, after) {
    const licenseChanged =
      before.businessLicenseCounty !== after.businessLicenseCounty ||
      before.businessLicenseRegisteredDate !== after.businessLicenseRegisteredDate ||
      before.businessLicenseReminderDate !== after.businessLicenseReminderDate;
    if (licenseChanged) await syncRenewals(tx, organizationId, after.businessLicenseCounty, licenseDateOf(after));
  },
  async deleted(tx, organizationId) {
    await syncRenewals(tx, organizationId, null, null);
  },
};

export const generate = (ctx: Ctx, input: BusinessLicenseGenerate) =>
  run(ctx, input.organizationId, 'business_license_generate', (tx) =>
    syncRenewals(tx, input.organizationId, 'LA City', input.registeredDate),
  );

/** POST /api/business-license-renewals/generate-other, idempotent. */
export const generateOther = (ctx: Ctx, input: BusinessLicenseGenerateOther) =>
  run(ctx, input.organizationId, 'business_license_generate', (tx) =>
    syncRenewals(tx, input.organizationId, 'Other', input.reminderDate),
  );

/** DELETE /api/business-license-renewals/remove: every pending renewal or reminder of the organization. */
export async function remove(ctx: Ctx, input: BusinessLicenseRemove): Promise<{ removed: number }> {
  let removed = 0;
  await run(ctx, input.organizationId, 'business_license_remove', async (tx) => {
    removed = await repo.deletePending(tx.db, input.organizationId);
  });
  return { removed };
}

export async function listForOrganization(ctx: Ctx, organizationId: number): Promise<RenewalView[]> {
  await assertOrganization(ctx, organizationId);
  return (await repo.listForOrganization(ctx.db, organizationId)).map(toView);
}
