import { auditRouter } from '../features/audit/audit.router';
import { authRouter } from '../features/auth/auth.router';
import { chatRouter } from '../features/chat/chat.router';
import { clientAreaRouters } from '../features/clients/clients.area';
import { mfaRouter } from '../features/mfa/mfa.router';
import { notificationsRouter } from '../features/notifications/notifications.router';
import { organizationAreaRouters } from '../features/organizations/organizations.area';
import { securitySettingsRouter } from '../features/security-settings/security-settings.router';
import { submissionsRouter } from '../features/submissions/submissions.router';
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
  submissions: submissionsRouter,
  chat: chatRouter,
});

export type AppRouter = typeof appRouter;
