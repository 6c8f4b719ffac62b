import type { Database } from '@app/db';
import { DEFAULT_USER_SETTINGS, SESSION_ABSOLUTE_LIFETIME_MS, nextSessionExpiry, sessionEnded } from '@app/domain';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../../context';
import { toDate } from '../../db-values';
import type { UserRow } from '../users/users.repo';
import { dropAll, findSessionShared } from './session-answers';
import { deleteSession, deleteUserSessions, insertSession, updateSessionExpiry } from './session.repo';

// Sessions as the Lucia guide builds them (DECISIONS 4): a random token in the cookie, only its
// SHA-256 stored, sliding expiry of the user's session timeout (domain's nextSessionExpiry), an
// absolute lifetime of 12 hours. Background calls (polls, the websocket) never slide it.

export const SESSION_COOKIE = 'session';
/** A password accepted but the second factor still owed: this long to type the code. */
export const MFA_PENDING_MINUTES = 5;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export interface NewSession {
  token: string;
  session: SessionInfo;
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  opts: { now: Date; mfaVerified: boolean; timeoutMinutes: number },
): Promise<NewSession> {
  const token = generateSessionToken();
  const minutes = opts.mfaVerified ? opts.timeoutMinutes : MFA_PENDING_MINUTES;
  const expires = Math.min(opts.now.getTime() + minutes * 60_000, opts.now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  const session: SessionInfo = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(expires),
    mfaVerified: opts.mfaVerified,
    createdAt: opts.now,
  };
  await insertSession(db, session);
  return { token, session };
}

export interface ValidatedSession {
  session: SessionInfo;
  user: UserRow;
  /** The expiry moved: the cookie must be sent again. */
  refreshed: boolean;
  /** The admin requires MFA of everyone (app setting `requireMfa`), read in the same query. */
  mfaRequired: boolean;
}

// The expiry this process last wrote for a session: a lookup answered before that write (shared,
// reused, or read while it ran) must not slide the session again, so it is slid once a minute at most.
const slidTo = new Map<string, number>();

/**
 * The session of a token, null when unknown or ended. With `slide` (a call the user made, not a
 * background poll) its expiry slides as nextSessionExpiry says.
 */
export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
  opts: { slide?: boolean } = {},
): Promise<ValidatedSession | null> {
  if (!token || token.length > 100) return null;
  const id = sessionIdFromToken(token);
  const row = await findSessionShared(db, id);
  if (!row) return null;
  const {
    sessionId,
    sessionExpiresAt,
    sessionMfaVerified,
    sessionCreatedAt,
    sessionTimeout,
    requireMfaSetting,
    ...user
  } = row;
  const session: SessionInfo = {
    id: sessionId,
    userId: user.id,
    expiresAt: toDate(sessionExpiresAt),
    mfaVerified: sessionMfaVerified,
    createdAt: toDate(sessionCreatedAt),
  };
  const times = { createdAt: session.createdAt.getTime(), expiresAt: session.expiresAt.getTime() };
  if (sessionEnded(times, now.getTime())) {
    await deleteSession(db, id);
    return null;
  }
  let refreshed = false;
  if (session.mfaVerified && (opts.slide ?? true)) {
    const written = slidTo.get(id);
    const next = nextSessionExpiry(
      written !== undefined && written > times.expiresAt ? { ...times, expiresAt: written } : times,
      (sessionTimeout ?? DEFAULT_USER_SETTINGS.sessionTimeout) * 60_000,
      now.getTime(),
    );
    if (next !== null) {
      session.expiresAt = new Date(next);
      if (slidTo.size >= 10_000) slidTo.clear();
      slidTo.set(id, next);
      try {
        await updateSessionExpiry(db, id, session.expiresAt);
      } catch (error) {
        slidTo.delete(id);
        throw error;
      }
      refreshed = true;
    }
  }
  return { session, user: user as UserRow, refreshed, mfaRequired: settingFlag(requireMfaSetting) };
}

// A jsonb setting as read by either driver (parsed, or its JSON text).
function settingFlag(value: unknown): boolean {
  if (typeof value !== 'string') return value === true;
  try {
    return JSON.parse(value) === true;
  } catch {
    return false;
  }
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  dropAll();
  await deleteSession(db, sessionId);
  dropAll();
}

/** Every session of a user (password change, MFA changes, user deletion), optionally keeping one. */
export async function invalidateUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  dropAll();
  await deleteUserSessions(db, userId, keepSessionId);
  dropAll();
}

export function readCookie(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return undefined;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * Session lookup for the websocket (upgrade and revalidation): the user of the `session` cookie
 * when fully signed in (second factor done, MFA enrolled where the admin requires it); null
 * otherwise. Never extends the session: an open socket is not activity.
 */
export async function authenticateRequest(
  db: Kysely<Database>,
  request: { headers: { cookie?: string | string[] | undefined } },
  now: Date = new Date(),
): Promise<{ userId: number } | null> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  const found = await validateSessionToken(db, token, now, { slide: false });
  if (!found || !found.session.mfaVerified) return null;
  if (!found.user.mfaEnabled && found.mfaRequired) return null;
  return { userId: found.user.id };
}
