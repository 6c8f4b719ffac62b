import { onWatchedWrite, type Database } from '@app/db';
import { DEFAULT_USER_SETTINGS, SESSION_ABSOLUTE_LIFETIME_MS, nextSessionExpiry, sessionEnded } from '@app/domain';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../../context';
import { toDate } from '../../db-values';
import type { UserRow } from '../users/users.repo';
import {
  deleteSession,
  deleteUserSessions,
  findSessionWithUser,
  insertSession,
  updateSessionExpiry,
} from './session.repo';

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
    const next = nextSessionExpiry(
      times,
      (sessionTimeout ?? DEFAULT_USER_SETTINGS.sessionTimeout) * 60_000,
      now.getTime(),
    );
    if (next !== null) {
      session.expiresAt = new Date(next);
      await updateSessionExpiry(db, id, session.expiresAt);
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

// Single flight and a short cache: the calls of one page (a tRPC batch, REST reads, the bell)
// arrive together with the same cookie and share one lookup, and a lookup's answer serves the same
// session for CACHE_MS. Any write to sessions, users, user_settings or app_settings in this process
// (sign-out, role or flag change, password change, deletion, an expiry slid) drops every cached
// answer at once (@app/db's onWatchedWrite, told when the write is sent and again when it is visible),
// and an answer read before such a write is never kept. Answers are reused only where this process is
// the database's one writer (embedded PGlite, see reuseSessionAnswers): on PostgreSQL another instance
// may end a session at any moment (DECISIONS 6), so there a lookup is shared while it runs, never after.
export const SESSION_CACHE_MS = 1_000;
const reuseWindows = new WeakMap<Kysely<Database>, number>();

/** Lets answered lookups on `db` serve the same session for `ms` (only for a database no other process writes). */
export function reuseSessionAnswers(db: Kysely<Database>, ms: number): void {
  reuseWindows.set(db, ms);
}
const CACHE_MAX_ENTRIES = 10_000;
type SessionLookup = ReturnType<typeof findSessionWithUser>;
interface Lookup {
  generation: number;
  lookup: SessionLookup;
  /** When it answered (performance.now()); undefined while running. */
  answeredAt?: number;
}
const lookups = new WeakMap<Kysely<Database>, Map<string, Lookup>>();
let generation = 0;
onWatchedWrite(() => {
  generation++;
});

function findSessionShared(db: Kysely<Database>, id: string): SessionLookup {
  let known = lookups.get(db);
  if (!known) lookups.set(db, (known = new Map()));
  const shared = known.get(id);
  if (
    shared &&
    shared.generation === generation &&
    (shared.answeredAt === undefined || performance.now() - shared.answeredAt < (reuseWindows.get(db) ?? 0))
  )
    return shared.lookup;
  if (known.size >= CACHE_MAX_ENTRIES) known.clear();
  const map = known;
  const entry: Lookup = {
    generation,
    lookup: findSessionWithUser(db, id).then(
      (row) => {
        // Kept only when found and nothing watched was written since the lookup began.
        if (row && entry.generation === generation && reuseWindows.has(db)) entry.answeredAt = performance.now();
        else if (map.get(id) === entry) map.delete(id);
        return row;
      },
      (error: unknown) => {
        if (map.get(id) === entry) map.delete(id);
        throw error;
      },
    ),
  };
  map.set(id, entry);
  return entry.lookup;
}

/** Lookups running now are not joined and answers are not reused any more (a session ended or changed). */
function stopSharingLookups(): void {
  generation++;
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  stopSharingLookups();
  await deleteSession(db, sessionId);
  stopSharingLookups();
}

/** Every session of a user (password change, MFA changes, user deletion), optionally keeping one. */
export async function invalidateUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  stopSharingLookups();
  await deleteUserSessions(db, userId, keepSessionId);
  stopSharingLookups();
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
