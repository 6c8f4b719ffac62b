import {
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconForms,
  IconHistory,
  IconMessages,
  IconReceiptTax,
  IconReportAnalytics,
  IconUserCog,
  IconUserShare,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Area } from '@app/domain';

export interface NavChild {
  label: string;
  to: string;
  /** The area whose read permission shows the entry and opens its pages (defaults to the parent's). */
  area?: Area;
}

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /**
   * The area whose read permission (`can()` of @app/domain) shows the entry and opens every page
   * under `to`; a user without it sees Access Denied there. No area: every signed-in user.
   */
  area?: Area;
  adminOnly?: boolean;
  /** A submenu; `to` is its path prefix. */
  children?: NavChild[];
}

/** Spec 1 section 2, in its order; the admin-only Audit Log (docs/decisions/4-security.md) follows Workforce. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Clients', to: '/clients', icon: IconUsers, area: 'clients' },
  { label: 'Organizations', to: '/organizations', icon: IconBuilding, area: 'organizations' },
  { label: 'Projects', to: '/projects', icon: IconBriefcase, area: 'projects' },
  {
    label: 'Calendars',
    to: '/calendars',
    icon: IconCalendar,
    area: 'calendars',
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
    area: 'calendars',
    children: [
      { label: '1099', to: '/tax/1099' },
      { label: 'SOI', to: '/tax/soi' },
      { label: 'Estimated Tax', to: '/tax/estimated' },
      { label: 'Sales Tax', to: '/tax/sales' },
      { label: 'Business License', to: '/tax/business-license' },
    ],
  },
  { label: 'Workforce', to: '/workforce', icon: IconUserCog, area: 'workforce', adminOnly: true },
  { label: 'Audit Log', to: '/audit-log', icon: IconHistory, area: 'audit', adminOnly: true },
  { label: 'Referral Partners', to: '/referral-sources', icon: IconUserShare, area: 'referralSources' },
  {
    label: 'Forms',
    to: '/forms',
    icon: IconForms,
    children: [
      { label: 'Submissions', to: '/forms/submissions' },
      { label: 'Forms', to: '/forms/forms' },
    ],
  },
  { label: 'Reports', to: '/reports', icon: IconReportAnalytics, area: 'reports' },
  { label: 'Chat', to: '/chat', icon: IconMessages, area: 'chat' },
];

/** Pages outside the menu that belong to an area (the sidebar's Tasks button). */
export const AREA_PATHS: ReadonlyArray<{ to: string; area: Area }> = [{ to: '/tasks', area: 'tasks' }];

/** The area a path belongs to, from the menu (a child's own area first), or undefined for pages everyone may open. */
export function areaForPath(pathname: string): Area | undefined {
  for (const item of NAV_ITEMS) {
    if (!isUnder(pathname, item.to)) continue;
    const child = item.children?.find((c) => c.area && isUnder(pathname, c.to));
    return child?.area ?? item.area;
  }
  return AREA_PATHS.find((p) => isUnder(pathname, p.to))?.area;
}

/** The menu as `allowed` lets a user see it: entries and submenu entries of areas they may read. */
export function visibleNavItems(allowed: (area: Area) => boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.area || allowed(item.area)).flatMap((item) => {
    if (!item.children) return [item];
    const children = item.children.filter((c) => !c.area || allowed(c.area));
    return children.length ? [{ ...item, children }] : [];
  });
}

/** True when `pathname` is `prefix` or below it (case-insensitive, like the routes). */
export function isUnder(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}
