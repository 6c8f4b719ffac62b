import { useLocation, useSearchParams } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath } from './return-path';

/** The same-origin page /auth should return to: `?next=`, or the router state of an older redirect. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { from?: unknown } | null)?.from;
  return safeReturnPath(params.get(RETURN_PARAM)) ?? safeReturnPath(fromState);
}
