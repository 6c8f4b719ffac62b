import { auditRouter } from '../features/audit/audit.router';
import { backupsRouter } from '../features/backups/backups.router';
import { authRouter } from '../features/auth/auth.router';
import { businessLicensesRouter } from '../features/business-licenses/business-licenses.router';
import { clientsRouter } from '../features/clients/clients.router';
import { estimatedTaxRouter } from '../features/estimated-tax/estimated-tax.router';
import { form1099Router } from '../features/form-1099/form-1099.router';
import { reportsRouter } from '../features/reports/reports.router';
import { salesTaxRouter } from '../features/sales-tax/sales-tax.router';
import { groupHealthRouter } from '../features/group-health/group-health.router';
import { merchantAccountsRouter } from '../features/merchant-accounts/merchant-accounts.router';
import { chatRouter } from '../features/chat/chat.router';
import { mfaRouter } from '../features/mfa/mfa.router';
import { notificationsRouter } from '../features/notifications/notifications.router';
import { organizationClientsRouter } from '../features/organization-clients/organization-clients.router';
import { organizationsRouter } from '../features/organizations/organizations.router';
import { payrollsRouter } from '../features/payrolls/payrolls.router';
import { pcSectionsRouter } from '../features/pc-sections/pc-sections.router';
import { referralSourcesRouter } from '../features/referral-sources/referral-sources.router';
import { searchRouter } from '../features/search/search.router';
import { securitySettingsRouter } from '../features/security-settings/security-settings.router';
import { soiRouter } from '../features/soi/soi.router';
import { submissionsRouter } from '../features/submissions/submissions.router';
import { usersRouter } from '../features/users/users.router';
import { userSettingsRouter } from '../features/user-settings/user-settings.router';
import { calendarsRouter } from '../features/calendars/calendars.router';
import { personalTasksRouter } from '../features/personal-tasks/personal-tasks.router';
import { projectTemplatesRouter } from '../features/project-templates/project-templates.router';
import { projectsRouter } from '../features/projects/projects.router';
import { tasksRouter } from '../features/tasks/tasks.router';
import { calendarFeedRouter } from '../features/calendar-feed/calendar-feed.router';
import { router } from '../trpc/init';

/**
 * Every feature, one line each: the key is the feature's folder name in camelCase
 * (features/<feature>/<feature>.router.ts). Notes, payment methods and logins (profile-records)
 * hang under `clients` and `organizations`, the owners they belong to.
 */
export const appRouter = router({
  auth: authRouter,
  mfa: mfaRouter,
  securitySettings: securitySettingsRouter,
  notifications: notificationsRouter,
  users: usersRouter,
  userSettings: userSettingsRouter,
  calendarFeed: calendarFeedRouter,
  audit: auditRouter,
  backups: backupsRouter,
  organizations: organizationsRouter,
  soi: soiRouter,
  businessLicenses: businessLicensesRouter,
  organizationClients: organizationClientsRouter,
  payrolls: payrollsRouter,
  groupHealth: groupHealthRouter,
  pcSections: pcSectionsRouter,
  merchantAccounts: merchantAccountsRouter,
  clients: clientsRouter,
  referralSources: referralSourcesRouter,
  search: searchRouter,
  estimatedTax: estimatedTaxRouter,
  projects: projectsRouter,
  tasks: tasksRouter,
  projectTemplates: projectTemplatesRouter,
  personalTasks: personalTasksRouter,
  calendars: calendarsRouter,
  chat: chatRouter,
  submissions: submissionsRouter,
  form1099: form1099Router,
  salesTax: salesTaxRouter,
  reports: reportsRouter,
});

export type AppRouter = typeof appRouter;
