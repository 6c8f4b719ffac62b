import { can, type Area } from '@app/domain';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { AccessDeniedPage } from '../features/not-available/AccessDeniedPage';
import { areaForPath } from '../features/shell/nav-items';

/** A route may name its area: `{ path, element, handle: { area: 'projects' } }`. */
export interface RouteAccess {
  area?: Area;
}

function declaredArea(matches: ReturnType<typeof useMatches>): Area | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const area = (matches[i]!.handle as RouteAccess | undefined)?.area;
    if (area) return area;
  }
  return undefined;
}

/**
 * Shows the page only to a signed-in user who may read its area: the `area` prop, else the
 * matched route's `handle.area`, else the area of the menu entry the path sits under
 * (nav-items.ts). Anyone else gets Access Denied at once, before any call is made. Visitors
 * without a session pass through: the protected wrapper (or the page) sends them to sign in.
 */
export function RequireArea({ area, children }: { area?: Area; children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const matches = useMatches();
  const required = area ?? declaredArea(matches) ?? areaForPath(pathname);
  if (user && required && !can(user, required, 'read')) return <AccessDeniedPage />;
  return children ?? <Outlet />;
}
