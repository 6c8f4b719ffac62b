import { canOpenScreen, screenForPath } from '@app/domain';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { AccessDeniedPage } from '../features/not-available/AccessDeniedPage';

/**
 * Shows the page only to a signed-in user who may open its screen: the row of @app/domain's
 * SCREENS the path sits under (docs/web-permissions.md), the same table the sidebar and the
 * palette read. Anyone else gets Access Denied at once, before any call is made. Visitors without
 * a session pass through: the protected wrapper (or the page) sends them to sign in.
 */
export function RequireArea({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const screen = screenForPath(pathname);
  if (user && screen && !canOpenScreen(user, screen)) return <AccessDeniedPage />;
  return children ?? <Outlet />;
}
