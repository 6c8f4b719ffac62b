import type { UserFlag } from '@app/domain';

/** Spec 3 section 6: access flags, edit flags, and the export right of docs/decisions/4-security.md. */
export const FLAG_GROUPS: ReadonlyArray<{ title: string; flags: ReadonlyArray<{ flag: UserFlag; label: string }> }> = [
  {
    title: 'Access',
    flags: [
      { flag: 'canAccessClients', label: 'Clients' },
      { flag: 'canAccessOrganizations', label: 'Organizations' },
      { flag: 'canAccessProjects', label: 'Projects' },
      { flag: 'canAccessTasks', label: 'Tasks' },
      { flag: 'canAccessCalendars', label: 'Calendars' },
      { flag: 'canAccessReferralSources', label: 'Referral Partners' },
      { flag: 'canAccessReports', label: 'Reports' },
    ],
  },
  {
    title: 'Edit',
    flags: [
      { flag: 'canEditClients', label: 'Edit Clients' },
      { flag: 'canEditOrganizations', label: 'Edit Organizations' },
      { flag: 'canEditProjects', label: 'Edit Projects' },
      { flag: 'canDeleteRecords', label: 'Delete Records' },
      { flag: 'canExportData', label: 'Export Data' },
    ],
  },
];

export const FLAG_LABELS: ReadonlyArray<{ flag: UserFlag; label: string }> = FLAG_GROUPS.flatMap((g) => g.flags);
