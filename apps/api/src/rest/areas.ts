import { auditRest } from '../features/audit/audit.rest';
import { clientAreaRest } from '../features/clients/clients.area';
import { authRest } from '../features/auth/auth.rest';
import { form1099Rest } from '../features/form-1099/form-1099.rest';
import { healthRest } from '../features/health/health.rest';
import { notificationsRest } from '../features/notifications/notifications.rest';
import { organizationAreaRest } from '../features/organizations/organizations.area';
import { reportsRest } from '../features/reports/reports.rest';
import { salesTaxRest } from '../features/sales-tax/sales-tax.rest';
import { usersRest } from '../features/users/users.rest';
import type { Rest } from './route';

/** The REST adapter of every area, one line each (the tRPC side is trpc/router.ts). */
export const REST_AREAS: Array<(rest: Rest) => void> = [healthRest, authRest, notificationsRest, usersRest, auditRest, ...organizationAreaRest, ...clientAreaRest, form1099Rest, salesTaxRest, reportsRest];
