import { PageState } from '@app/ui';
import { Button } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { needsMfaEnrolment } from '../features/auth/start-view';
import { useCurrentUser } from '../features/auth/useCurrentUser';

export const SECURITY_PATH = '/settings/security';

/** Signed-in users only; a user the firm requires to enrol MFA is kept on the Security page. */
export function ProtectedRoute() {
  const me = useCurrentUser();
  const location = useLocation();

  if (me.isPending) return <PageState status="loading" fullScreen />;
  if (me.isError) {
    return (
      <PageState
        status="error"
        title="Could not reach the server"
        description={me.error.message}
        action={<Button onClick={() => me.refetch()}>Try again</Button>}
      />
    );
  }
  if (!me.data) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (needsMfaEnrolment(me.data) && location.pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return <Outlet />;
}
