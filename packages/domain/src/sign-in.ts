// Sign-in rules (docs/decisions/4-security.md), pure: the clock is passed in.

/** After this many failed attempts for one username within WINDOW_MS, sign-in locks for LOCK_MS. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;
/** Wrong second-factor codes allowed per half-signed-in session. */
export const MAX_WRONG_CODES = 5;

/** A session ends this long after sign-in whatever its activity. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 3_600_000;
/** The expiry of a session is written at most this often. */
export const SESSION_SLIDE_MIN_INTERVAL_MS = 60_000;

export interface SignInAttempt {
  succeeded: boolean;
  at: number;
}

/**
 * When the lock ends (ms), or null when not locked at `now`. Attempts in time order; a success
 * resets the count; attempts refused while locked are never recorded, so the lock ends on time.
 */
export function signInLockedUntil(attempts: readonly SignInAttempt[], now: number): number | null {
  let failures: number[] = [];
  let until: number | null = null;
  for (const attempt of attempts) {
    if (attempt.succeeded) {
      failures = [];
      continue;
    }
    failures.push(attempt.at);
    const windowStart = failures[failures.length - MAX_FAILED_SIGN_INS];
    if (windowStart !== undefined && attempt.at - windowStart <= SIGN_IN_WINDOW_MS) {
      until = attempt.at + SIGN_IN_LOCK_MS;
      failures = [];
    }
  }
  return until !== null && now < until ? until : null;
}

export interface SessionTimes {
  createdAt: number;
  expiresAt: number;
}

/**
 * The sliding expiry of a fully signed-in session (Lucia guide): extended to `now + timeout` when
 * less than half of the timeout is left (so written at most once a minute for any timeout of two
 * minutes or more), shortened at once when the user picked a shorter timeout, and never past the
 * absolute lifetime. Answers the new expiry, or null when it stays.
 */
export function nextSessionExpiry(session: SessionTimes, timeoutMs: number, now: number): number | null {
  const cap = session.createdAt + SESSION_ABSOLUTE_LIFETIME_MS;
  const left = session.expiresAt - now;
  const lastWrite = session.expiresAt - timeoutMs;
  const wanted = Math.min(now + timeoutMs, cap);
  if (left > timeoutMs || session.expiresAt > cap) return wanted;
  if (left >= timeoutMs / 2 || now - lastWrite < SESSION_SLIDE_MIN_INTERVAL_MS) return null;
  return wanted > session.expiresAt ? wanted : null;
}

/** Whether a session has ended at `now` (idle timeout or absolute lifetime). */
export function sessionEnded(session: SessionTimes, now: number): boolean {
  return now >= session.expiresAt || now >= session.createdAt + SESSION_ABSOLUTE_LIFETIME_MS;
}

/**
 * tRPC procedures that check a password or a second-factor code: never batched (one guess per
 * request, so per-address rate limiting counts every guess). The web sends them unbatched.
 */
export const UNBATCHED_PROCEDURES: ReadonlySet<string> = new Set([
  'auth.login',
  'auth.loginMfa',
  'auth.register',
  'mfa.beginEnrolment',
  'mfa.confirmEnrolment',
  'mfa.disable',
  'mfa.regenerateRecoveryCodes',
]);

/** The most procedures one tRPC batch may carry (the web's batch link uses the same). */
export const MAX_TRPC_BATCH = 25;
