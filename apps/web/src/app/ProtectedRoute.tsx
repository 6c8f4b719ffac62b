import { PageState } from '@app/ui';
import { Button } from '@mantine/core';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPath } from '../features/auth/return-path';
import { needsMfaEnrolment } from '../features/auth/start-view';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { RequireArea } from './RequireArea';
import { errorMessage } from '../lib/request-errors';

export const SECURITY_PATH = '/settings/security';

/**
 * Signed-in users only, each page behind its area's permission (RequireArea); a user the firm
 * requires to enrol MFA is kept on the Security page.
 */
export function ProtectedRoute() {
  const me = useCurrentUser();
  const location = useLocation();

  if (me.isPending) return <PageState status="loading" fullScreen />;
  if (me.isError) {
    return (
      <PageState
        status="error"
        title="Could not reach the server"
        description={errorMessage(me.error)}
        action={<Button onClick={() => me.refetch()}>Try again</Button>}
      />
    );
  }
  if (!me.data) return <Navigate to={signInPath(location.pathname + location.search + location.hash)} replace />;
  if (needsMfaEnrolment(me.data) && location.pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return <RequireArea />;
}
