import type { Rest } from '../../rest/route';
import { businessLicensesRest } from '../business-licenses/business-licenses.rest';
import { businessLicensesRouter } from '../business-licenses/business-licenses.router';
import { groupHealthRest } from '../group-health/group-health.rest';
import { groupHealthRouter } from '../group-health/group-health.router';
import { merchantAccountsRest } from '../merchant-accounts/merchant-accounts.rest';
import { merchantAccountsRouter } from '../merchant-accounts/merchant-accounts.router';
import { organizationClientsRest } from '../organization-clients/organization-clients.rest';
import { organizationClientsRouter } from '../organization-clients/organization-clients.router';
import { payrollsRest } from '../payrolls/payrolls.rest';
import { payrollsRouter } from '../payrolls/payrolls.router';
import { pcSectionsRest } from '../pc-sections/pc-sections.rest';
import { pcSectionsRouter } from '../pc-sections/pc-sections.router';
import { profileRecordsRest } from '../profile-records/profile-records.rest';
import { soiRest } from '../soi/soi.rest';
import { soiRouter } from '../soi/soi.router';
import { organizationsRest } from './organizations.rest';
import { organizationsRouter } from './organizations.router';

// The organizations area (spec 2) as the shared registries see it: one entry each in
// rest/areas.ts and trpc/router.ts, so the sub-areas are added here without touching them.

export const organizationAreaRest: Array<(rest: Rest) => void> = [
  organizationsRest,
  // Notes, payment methods and logins: the clients area's owner-generic services.
  (rest) => profileRecordsRest(rest, 'organization'),
  organizationClientsRest,
  payrollsRest,
  groupHealthRest,
  pcSectionsRest,
  merchantAccountsRest,
  soiRest,
  businessLicensesRest,
];

export const organizationAreaRouters = {
  organizations: organizationsRouter,
  soi: soiRouter,
  businessLicenses: businessLicensesRouter,
  organizationClients: organizationClientsRouter,
  payrolls: payrollsRouter,
  groupHealth: groupHealthRouter,
  pcSections: pcSectionsRouter,
  merchantAccounts: merchantAccountsRouter,
};
