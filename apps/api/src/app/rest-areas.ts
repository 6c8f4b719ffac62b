import { auditRest } from '../features/audit/audit.rest';
import { backupsRest } from '../features/backups/backups.rest';
import { authRest } from '../features/auth/auth.rest';
import { businessLicensesRest } from '../features/business-licenses/business-licenses.rest';
import { clientsRest } from '../features/clients/clients.rest';
import { estimatedTaxRest } from '../features/estimated-tax/estimated-tax.rest';
import { form1099Rest } from '../features/form-1099/form-1099.rest';
import { reportsRest } from '../features/reports/reports.rest';
import { salesTaxRest } from '../features/sales-tax/sales-tax.rest';
import { groupHealthRest } from '../features/group-health/group-health.rest';
import { chatRest } from '../features/chat/chat.rest';
import { healthRest } from '../features/health/health.rest';
import { merchantAccountsRest } from '../features/merchant-accounts/merchant-accounts.rest';
import { notificationsRest } from '../features/notifications/notifications.rest';
import { organizationClientsRest } from '../features/organization-clients/organization-clients.rest';
import { organizationsRest } from '../features/organizations/organizations.rest';
import { payrollsRest } from '../features/payrolls/payrolls.rest';
import { pcSectionsRest } from '../features/pc-sections/pc-sections.rest';
import { profileRecordsRest } from '../features/profile-records/profile-records.rest';
import { referralSourcesRest } from '../features/referral-sources/referral-sources.rest';
import { soiRest } from '../features/soi/soi.rest';
import { publicFormsRest } from '../features/public-forms/public-forms.rest';
import { submissionsRest } from '../features/submissions/submissions.rest';
import { usersRest } from '../features/users/users.rest';
import { userSettingsRest } from '../features/user-settings/user-settings.rest';
import { importExportRest } from '../features/import-export/import-export.rest';
import { calendarsRest } from '../features/calendars/calendars.rest';
import { personalTasksRest } from '../features/personal-tasks/personal-tasks.rest';
import { projectTemplatesRest } from '../features/project-templates/project-templates.rest';
import { projectsRest } from '../features/projects/projects.rest';
import { tasksRest } from '../features/tasks/tasks.rest';
import type { Rest } from '../rest/route';
import { calendarFeedRest } from '../features/calendar-feed/calendar-feed.rest';

/** Every feature's REST adapter (features/<feature>/<feature>.rest.ts), one line each; the tRPC side is trpc/router.ts. */
export const REST_AREAS: Array<(rest: Rest) => void> = [
  healthRest,
  authRest,
  notificationsRest,
  usersRest,
  userSettingsRest,
  importExportRest,
  auditRest,
  backupsRest,
  organizationsRest,
  profileRecordsRest,
  organizationClientsRest,
  payrollsRest,
  groupHealthRest,
  pcSectionsRest,
  merchantAccountsRest,
  soiRest,
  businessLicensesRest,
  clientsRest,
  estimatedTaxRest,
  referralSourcesRest,
  projectsRest,
  tasksRest,
  projectTemplatesRest,
  personalTasksRest,
  calendarsRest,
  calendarFeedRest,
  chatRest,
  publicFormsRest,
  submissionsRest,
  form1099Rest,
  salesTaxRest,
  reportsRest,
];
