import { licenseDateOf } from '@app/domain';
import type { Ctx } from '../../core/service-context';
import { syncRenewals } from '../business-licenses/business-licenses.service';
import { removePending as removePendingSoi, syncEvents as syncSoiEvents } from '../soi/soi.service';
import { setEstimatedTaxes } from './estimated-tax-link';
import type * as repo from './organizations.repo';

// The tax and license settings of an organization and what changing them sets off.

export type Settings = Pick<
  repo.OrganizationRow,
  | 'estimatedTaxes'
  | 'soi'
  | 'entityType'
  | 'dateOfFormation'
  | 'businessLicenseCounty'
  | 'businessLicenseRegisteredDate'
  | 'businessLicenseReminderDate'
>;

export const NO_SETTINGS: Settings = {
  estimatedTaxes: false,
  soi: false,
  entityType: null,
  dateOfFormation: null,
  businessLicenseCounty: null,
  businessLicenseRegisteredDate: null,
  businessLicenseReminderDate: null,
};

/**
 * The side effects of the tax and license settings (docs/decisions/2-data.md), in the save's transaction:
 * estimated tax schedule on/off, SOI events (re)built when SOI, the entity type or the formation
 * date changed (removed when SOI went off), license renewals or reminders when the county or its
 * date changed.
 */
export async function applySideEffects(
  tx: Ctx,
  organizationId: number,
  before: Settings,
  after: Settings,
): Promise<void> {
  if (before.estimatedTaxes !== after.estimatedTaxes) await setEstimatedTaxes(tx, organizationId, after.estimatedTaxes);
  if (after.soi) {
    if (!before.soi || before.entityType !== after.entityType || before.dateOfFormation !== after.dateOfFormation) {
      await syncSoiEvents(tx, organizationId, after.entityType, after.dateOfFormation);
    }
  } else if (before.soi) {
    await removePendingSoi(tx, organizationId);
  }
  const licenseChanged =
    before.businessLicenseCounty !== after.businessLicenseCounty ||
    before.businessLicenseRegisteredDate !== after.businessLicenseRegisteredDate ||
    before.businessLicenseReminderDate !== after.businessLicenseReminderDate;
  if (licenseChanged) {
    await syncRenewals(tx, organizationId, after.businessLicenseCounty, licenseDateOf(after));
  }
}

export function settingsOf(row: Settings): Settings {
  return {
    estimatedTaxes: row.estimatedTaxes,
    soi: row.soi,
    entityType: row.entityType,
    dateOfFormation: row.dateOfFormation,
    businessLicenseCounty: row.businessLicenseCounty,
    businessLicenseRegisteredDate: row.businessLicenseRegisteredDate,
    businessLicenseReminderDate: row.businessLicenseReminderDate,
  };
}

/** A deleted organization's pending deadlines (estimated tax, SOI, license) leave the calendars. */
export async function removePendingDeadlines(tx: Ctx, organizationId: number): Promise<void> {
  await setEstimatedTaxes(tx, organizationId, false);
  await removePendingSoi(tx, organizationId);
  await syncRenewals(tx, organizationId, null, null);
}
