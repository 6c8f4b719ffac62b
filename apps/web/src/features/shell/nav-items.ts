import {
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconForms,
  IconMessages,
  IconReceiptTax,
  IconReportAnalytics,
  IconUserCog,
  IconUserShare,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export interface NavChild {
  label: string;
  to: string;
}

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  adminOnly?: boolean;
  /** A submenu; `to` is its path prefix. */
  children?: NavChild[];
}

/** Spec 1 section 2, in its order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Clients', to: '/clients', icon: IconUsers },
  { label: 'Organizations', to: '/organizations', icon: IconBuilding },
  { label: 'Projects', to: '/projects', icon: IconBriefcase },
  {
    label: 'Calendars',
    to: '/calendars',
    icon: IconCalendar,
    children: [
      { label: 'Tasks Due Date', to: '/calendars/tasks-due' },
      { label: 'Payroll Run Dates', to: '/calendars/payroll' },
      { label: 'Insurance Renewals', to: '/calendars/insurance' },
    ],
  },
  {
    label: 'Tax and License',
    to: '/tax',
    icon: IconReceiptTax,
    children: [
      { label: '1099', to: '/tax/1099' },
      { label: 'SOI', to: '/tax/soi' },
      { label: 'Estimated Tax', to: '/tax/estimated' },
      { label: 'Sales Tax', to: '/tax/sales' },
      { label: 'Business License', to: '/tax/business-license' },
    ],
  },
  { label: 'Workforce', to: '/workforce', icon: IconUserCog, adminOnly: true },
  { label: 'Referral Partners', to: '/referral-sources', icon: IconUserShare },
  {
    label: 'Forms',
    to: '/forms',
    icon: IconForms,
    children: [
      { label: 'Submissions', to: '/forms/submissions' },
      { label: 'Forms', to: '/forms/forms' },
    ],
  },
  { label: 'Reports', to: '/reports', icon: IconReportAnalytics },
  { label: 'Chat', to: '/chat', icon: IconMessages },
];

/** True when `pathname` is `prefix` or below it (case-insensitive, like the routes). */
export function isUnder(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}
