import type { Ctx } from '../../core/service-context';
import { setEstimatedTaxes } from './estimated-tax-link';
import type * as repo from './organizations.repo';

// The tax and license settings of an organization and what changing them sets off. The features
// whose deadlines follow these settings (SOI, business licenses) import organizations, so they are
// not called from here: each registers a reaction (app/feature-reactions.ts) that a save runs.

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

/** What another feature does when an organization's settings are saved, in the save's transaction. */
export interface OrganizationSettingsReaction {
  /** A save (a creation: from NO_SETTINGS) changed the settings from `before` to `after`. */
  saved(tx: Ctx, organizationId: number, before: Settings, after: Settings): Promise<void>;
  /** The organization is deleted: its pending deadlines leave the calendars. */
  deleted(tx: Ctx, organizationId: number): Promise<void>;
}

/** A set, so that building the server again (tests build many) registers each reaction once. */
const reactions = new Set<OrganizationSettingsReaction>();

export function reactToOrganizationSettings(reaction: OrganizationSettingsReaction): void {
  reactions.add(reaction);
}

/**
 * The side effects of the tax and license settings (docs/decisions/2-data.md), in the save's transaction:
 * estimated tax schedule on/off here, then each registered reaction in the order registered (SOI
 * events, license renewals or reminders).
 */
export async function applySideEffects(
  tx: Ctx,
  organizationId: number,
  before: Settings,
  after: Settings,
): Promise<void> {
  if (before.estimatedTaxes !== after.estimatedTaxes) await setEstimatedTaxes(tx, organizationId, after.estimatedTaxes);
  for (const reaction of reactions) await reaction.saved(tx, organizationId, before, after);
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
  for (const reaction of reactions) await reaction.deleted(tx, organizationId);
}
