import type { Database } from '@app/db';
import { createHash } from 'node:crypto';
import { SESSION_ABSOLUTE_LIFETIME_MS, nextSessionExpiry, sessionEnded, type SessionUser } from '@app/domain';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../core/service-context';
import type { UserRow } from './session-user';
import { dropAll, findSessionShared } from './session-answers';
import { deleteSession, deleteUserSessions, insertSession, updateSessionExpiry } from './session.repo';

// Sessions as the Lucia guide builds them (docs/decisions/4-security.md): a random token in the cookie, only its
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

/** The hex SHA-256 of the token (node's native hash: a third of the JavaScript one's time per request). */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// The ids of the tokens seen lately: a page's calls and a session's next requests skip the hash
// (a tenth of a signed-in call's time). Only a function of the token, so nothing to invalidate;
// bounded, and emptied every minute so a signed-out token is not held in memory for long.
const TOKEN_IDS_MAX = 10_000;
const TOKEN_IDS_MS = 60_000;
const tokenIds = new Map<string, string>();
let tokenIdsSince = 0;

function cachedSessionId(token: string): string {
  const at = performance.now();
  if (tokenIds.size >= TOKEN_IDS_MAX || at - tokenIdsSince >= TOKEN_IDS_MS) {
    tokenIds.clear();
    tokenIdsSince = at;
  }
  let id = tokenIds.get(token);
  if (id === undefined) tokenIds.set(token, (id = sessionIdFromToken(token)));
  return id;
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
  /** Shared with the other requests the same lookup serves: read only. */
  user: Readonly<UserRow>;
  /** The API's view of the user (toSessionUser), shared likewise. */
  sessionUser: Readonly<SessionUser>;
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
  const id = cachedSessionId(token);
  const answer = await findSessionShared(db, id);
  if (!answer) return null;
  const at = now.getTime();
  if (sessionEnded(answer, at)) {
    await deleteSession(db, id);
    return null;
  }
  let expiresAt = answer.expiresAt;
  let refreshed = false;
  if (answer.mfaVerified && (opts.slide ?? true)) {
    const written = slidTo.get(id);
    const times = written !== undefined && written > expiresAt ? { ...answer, expiresAt: written } : answer;
    const next = nextSessionExpiry(times, answer.timeoutMs, at);
    if (next !== null) {
      expiresAt = next;
      if (slidTo.size >= 10_000) slidTo.clear();
      slidTo.set(id, next);
      try {
        await updateSessionExpiry(db, id, new Date(next));
      } catch (error) {
        slidTo.delete(id);
        throw error;
      }
      refreshed = true;
    }
  }
  const session: SessionInfo = {
    id: answer.sessionId,
    userId: answer.user.id,
    expiresAt: new Date(expiresAt),
    mfaVerified: answer.mfaVerified,
    createdAt: new Date(answer.createdAt),
  };
  return { session, user: answer.user, sessionUser: answer.sessionUser, refreshed, mfaRequired: answer.mfaRequired };
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

/** One cookie of a Cookie header, URL-decoded when it needs to be (walked in place: no array per request). */
export function readCookie(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return undefined;
  for (let start = 0; start < text.length;) {
    let end = text.indexOf(';', start);
    if (end < 0) end = text.length;
    const eq = text.indexOf('=', start);
    if (eq > start && eq < end && text.slice(start, eq).trim() === name) {
      const raw = text.slice(eq + 1, end).trim();
      if (!raw.includes('%')) return raw;
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
    start = end + 1;
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
