import { auditRest } from '../features/audit/audit.rest';
import { clientAreaRest } from '../features/clients/clients.area';
import { authRest } from '../features/auth/auth.rest';
import { healthRest } from '../features/health/health.rest';
import { notificationsRest } from '../features/notifications/notifications.rest';
import { organizationAreaRest } from '../features/organizations/organizations.area';
import { usersRest } from '../features/users/users.rest';
import { userSettingsRest } from '../features/user-settings/user-settings.rest';
import { importExportRest } from '../features/import-export/import-export.rest';
import { calendarFeedRest } from '../features/calendar-feed/calendar-feed.rest';
import type { Rest } from './route';

/** The REST adapter of every area, one line each (the tRPC side is trpc/router.ts). */
export const REST_AREAS: Array<(rest: Rest) => void> = [healthRest, authRest, notificationsRest, usersRest, userSettingsRest, importExportRest, calendarFeedRest, auditRest, ...organizationAreaRest, ...clientAreaRest];
