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
import { canOpenScreen, isUnderPath, SCREENS, type PermissionUser, type Screen, type ScreenSection } from '@app/domain';

export interface NavChild {
  label: string;
  to: string;
  screen: Screen;
}

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /** A single entry's screen (its row of SCREENS says who sees it); a submenu has children instead. */
  screen?: Screen;
  /** A submenu; `to` is its path prefix. It shows while one of its children does. */
  children?: NavChild[];
}

const ICONS: Record<string, Icon> = {
  '/clients': IconUsers,
  '/organizations': IconBuilding,
  '/projects': IconBriefcase,
  '/workforce': IconUserCog,
  '/audit-log': IconHistory,
  '/referral-sources': IconUserShare,
  '/reports': IconReportAnalytics,
  '/chat': IconMessages,
};
const SECTIONS: Record<ScreenSection, { to: string; icon: Icon }> = {
  Calendars: { to: '/calendars', icon: IconCalendar },
  'Tax and License': { to: '/tax', icon: IconReceiptTax },
  Forms: { to: '/forms', icon: IconForms },
};

/** The menu: the screens of @app/domain's SCREENS in their order, a section's screens grouped under it. */
export const NAV_ITEMS: NavItem[] = SCREENS.filter((s) => !s.offMenu).reduce<NavItem[]>((items, screen) => {
  if (!screen.section) {
    items.push({ label: screen.label, to: screen.path, icon: ICONS[screen.path] ?? IconBriefcase, screen });
    return items;
  }
  const child = { label: screen.label, to: screen.path, screen };
  const group = items.find((i) => i.label === screen.section);
  if (group) group.children!.push(child);
  else items.push({ label: screen.section, ...SECTIONS[screen.section], children: [child] });
  return items;
}, []);

/** The menu as `user` may see it: entries and submenu entries of the screens they may open. */
export function visibleNavItems(user: PermissionUser | null | undefined): NavItem[] {
  return NAV_ITEMS.flatMap((item) => {
    if (!item.children) return item.screen && canOpenScreen(user, item.screen) ? [item] : [];
    const children = item.children.filter((c) => canOpenScreen(user, c.screen));
    return children.length ? [{ ...item, children }] : [];
  });
}

/** True when `pathname` is `prefix` or below it (case-insensitive, like the routes). */
export const isUnder = isUnderPath;
