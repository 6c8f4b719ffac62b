import type { Database } from '@app/db';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../../context';
import { REQUIRE_MFA_KEY } from '../security-settings/app-settings.repo';
import { DEFAULT_SESSION_TIMEOUT_MINUTES, type UserRow } from '../users/users.repo';
import { toDate, ts } from '../../db-values';

// Sessions as the Lucia guide builds them (DECISIONS 4): a random token in the cookie, only its
// SHA-256 stored, sliding expiry of the user's session timeout (extended when less than half is left).

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
  const session: SessionInfo = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(opts.now.getTime() + minutes * 60_000),
    mfaVerified: opts.mfaVerified,
    createdAt: opts.now,
  };
  await db
    .insertInto('sessions')
    .values({ ...session, expiresAt: session.expiresAt, createdAt: ts(session.createdAt) })
    .execute();
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

/** The session of a token, extended when less than half of its timeout is left; null when unknown or expired. */
export async function validateSessionToken(db: Kysely<Database>, token: string, now: Date): Promise<ValidatedSession | null> {
  if (!token || token.length > 100) return null;
  const id = sessionIdFromToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('userSettings', 'userSettings.userId', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.mfaVerified as sessionMfaVerified',
      'sessions.createdAt as sessionCreatedAt',
      'userSettings.sessionTimeout as sessionTimeout',
    ])
    // The admin's "require MFA" setting rides along: one query per request for the whole session check.
    .select((eb) => eb.selectFrom('appSettings').select('value').where('key', '=', REQUIRE_MFA_KEY).as('requireMfaSetting'))
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, sessionExpiresAt, sessionMfaVerified, sessionCreatedAt, sessionTimeout, requireMfaSetting, ...user } = row;
  const session: SessionInfo = {
    id: sessionId,
    userId: user.id,
    expiresAt: toDate(sessionExpiresAt),
    mfaVerified: sessionMfaVerified,
    createdAt: toDate(sessionCreatedAt),
  };
  if (now.getTime() >= session.expiresAt.getTime()) {
    await invalidateSession(db, id);
    return null;
  }
  let refreshed = false;
  if (session.mfaVerified) {
    const timeoutMs = (sessionTimeout ?? DEFAULT_SESSION_TIMEOUT_MINUTES) * 60_000;
    const left = session.expiresAt.getTime() - now.getTime();
    // Extend when less than half is left; shorten at once when the user picked a shorter timeout.
    if (left < timeoutMs / 2 || left > timeoutMs) {
      session.expiresAt = new Date(now.getTime() + timeoutMs);
      await db.updateTable('sessions').set({ expiresAt: session.expiresAt }).where('id', '=', id).execute();
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
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Every session of a user (password change, user deletion), optionally keeping one. */
export async function invalidateUserSessions(db: Kysely<Database>, userId: number, exceptSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** A user's sessions that have not expired, newest first (Settings > Security). */
export function listUserSessions(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'createdAt', 'expiresAt', 'mfaVerified'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', ts(now))
    .orderBy('createdAt', 'desc')
    .limit(100)
    .execute();
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
 * Session lookup for the websocket upgrade (and anything else outside a tRPC/REST call): the user
 * of the `session` cookie when fully signed in (second factor done, MFA enrolled where the admin
 * requires it); null otherwise. Does not extend the session (no response to set a cookie on).
 */
export async function authenticateRequest(
  db: Kysely<Database>,
  request: { headers: { cookie?: string | string[] | undefined } },
  now: Date = new Date(),
): Promise<{ userId: number } | null> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  const found = await validateSessionToken(db, token, now);
  if (!found || !found.session.mfaVerified) return null;
  if (!found.user.mfaEnabled && found.mfaRequired) return null;
  return { userId: found.user.id };
}
