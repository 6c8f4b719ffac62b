import { auditRouter } from '../features/audit/audit.router';
import { authRouter } from '../features/auth/auth.router';
import { clientAreaRouters } from '../features/clients/clients.area';
import { mfaRouter } from '../features/mfa/mfa.router';
import { notificationsRouter } from '../features/notifications/notifications.router';
import { organizationAreaRouters } from '../features/organizations/organizations.area';
import { securitySettingsRouter } from '../features/security-settings/security-settings.router';
import { usersRouter } from '../features/users/users.router';
import { userSettingsRouter } from '../features/user-settings/user-settings.router';
import { calendarFeedRouter } from '../features/calendar-feed/calendar-feed.router';
import { router } from './init';

/** One line per area; each area's router lives in features/<area>/<area>.router.ts. */
export const appRouter = router({
  auth: authRouter,
  mfa: mfaRouter,
  securitySettings: securitySettingsRouter,
  notifications: notificationsRouter,
  users: usersRouter,
  userSettings: userSettingsRouter,
  calendarFeed: calendarFeedRouter,
  audit: auditRouter,
  ...organizationAreaRouters,
  ...clientAreaRouters,
});

export type AppRouter = typeof appRouter;
