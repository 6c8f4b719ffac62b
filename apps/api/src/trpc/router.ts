import { auditRouter } from '../features/audit/audit.router';
import { authRouter } from '../features/auth/auth.router';
import { clientAreaRouters } from '../features/clients/clients.area';
import { form1099Router } from '../features/form-1099/form-1099.router';
import { mfaRouter } from '../features/mfa/mfa.router';
import { notificationsRouter } from '../features/notifications/notifications.router';
import { organizationAreaRouters } from '../features/organizations/organizations.area';
import { reportsRouter } from '../features/reports/reports.router';
import { salesTaxRouter } from '../features/sales-tax/sales-tax.router';
import { securitySettingsRouter } from '../features/security-settings/security-settings.router';
import { usersRouter } from '../features/users/users.router';
import { router } from './init';

/** One line per area; each area's router lives in features/<area>/<area>.router.ts. */
export const appRouter = router({
  auth: authRouter,
  mfa: mfaRouter,
  securitySettings: securitySettingsRouter,
  notifications: notificationsRouter,
  users: usersRouter,
  audit: auditRouter,
  ...organizationAreaRouters,
  ...clientAreaRouters,
  form1099: form1099Router,
  salesTax: salesTaxRouter,
  reports: reportsRouter,
});

export type AppRouter = typeof appRouter;
