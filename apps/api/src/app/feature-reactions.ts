import { licensesFollowOrganization } from '../features/business-licenses/business-licenses.service';
import { reactToOrganizationSettings } from '../features/organizations/organization-settings';
import { eraseSecurityCodes } from '../features/profile-records/payment-methods.service';
import { onSecurityCodesDropped } from '../features/security-settings/security-settings.service';
import { soiFollowsOrganization } from '../features/soi/soi.service';

/**
 * Where one feature reacts to another's save without the saving feature importing it (that would
 * close a loop: SOI and business licenses check organizations, profile records read the card policy).
 * buildServer calls this before serving; registering twice changes nothing.
 */
export function registerFeatureReactions(): void {
  // The order an organization's save runs them in: SOI events, then license renewals.
  reactToOrganizationSettings(soiFollowsOrganization);
  reactToOrganizationSettings(licensesFollowOrganization);
  onSecurityCodesDropped(eraseSecurityCodes);
}
