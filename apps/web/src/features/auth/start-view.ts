const START_PATHS: Record<string, string> = {
  dashboard: '/dashboard',
  clients: '/clients',
  organizations: '/organizations',
  projects: '/projects',
};

/** Where a user lands after sign-in: their "default view" setting when the server sends one. */
export function startPath(user: object | null | undefined): string {
  const view = user && 'defaultView' in user ? user.defaultView : undefined;
  return (typeof view === 'string' && START_PATHS[view]) || '/';
}

/** Signed-in users who must enrol a second factor first (the admin requires it for everyone). */
export function needsMfaEnrolment(user: object | null | undefined): boolean {
  return !!user && 'mfaEnrolmentRequired' in user && user.mfaEnrolmentRequired === true;
}
