import { onWatchedWrite, type Database } from '@app/db';
import { DEFAULT_USER_SETTINGS, type SessionUser } from '@app/domain';
import type { Kysely } from 'kysely';
import { toDate } from '@app/db';
import type { SessionChangeFeed } from '../realtime/bus-event';
import type { UserRow } from './session-user';
import { toSessionUser } from './session-user';
import { findSessionWithUser } from './session.repo';

// Single flight and a short reuse of session lookups. The calls of one page (a tRPC batch, REST
// reads, the bell) arrive together with the same cookie and share one lookup while it runs; where
// the database's changes are known to be heard, an answer also serves the same session for a moment.
//
// An answer must never outlive a change to the rows behind it (sign-out, a role or flag change, a
// password change, a deletion, a setting):
// - this process's own writes drop every answer the moment they are sent and again once they are
//   visible (@app/db's onWatchedWrite sees each statement), so a sign-out here is seen by the very
//   next request;
// - on PostgreSQL other processes write too: the tables' triggers NOTIFY `session_changes` at commit
//   (migration 2026-11-25T1800-session-change-notify), every process LISTENs on the event bus's
//   connection (realtime/postgres-bus.ts) and drops the answers of the user named. Answers are
//   reused only while that connection is LISTENing: when it is lost every answer goes and none is
//   kept until it listens again, since a notification may have been missed meanwhile;
// - an answer read while a write was under way is never kept, and none is older than the reuse
//   window (a second guard, e.g. for a connection that died without an error yet).
// Expiry and idle timeout are checked against the clock on every answer, reused or not.

export const SESSION_CACHE_MS = 1_000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * A session lookup's answer, prepared once for every request it serves: the user and its API view
 * are shared by those requests, so they are frozen.
 */
export interface SessionAnswer {
  sessionId: string;
  /** Epoch ms, as read (a slide since is the caller's). */
  expiresAt: number;
  createdAt: number;
  mfaVerified: boolean;
  /** The user's session timeout setting, in ms. */
  timeoutMs: number;
  /** The admin requires MFA of everyone (app setting `requireMfa`). */
  mfaRequired: boolean;
  user: Readonly<UserRow>;
  /** What the API answers as the user (toSessionUser), MFA enrolment owed or not as the answer says. */
  sessionUser: Readonly<SessionUser>;
}

function toAnswer(row: NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>): SessionAnswer {
  const {
    sessionId,
    sessionExpiresAt,
    sessionMfaVerified,
    sessionCreatedAt,
    sessionTimeout,
    requireMfaSetting,
    ...user
  } = row;
  const mfaRequired = settingFlag(requireMfaSetting);
  return {
    sessionId,
    expiresAt: toDate(sessionExpiresAt).getTime(),
    createdAt: toDate(sessionCreatedAt).getTime(),
    mfaVerified: sessionMfaVerified,
    timeoutMs: (sessionTimeout ?? DEFAULT_USER_SETTINGS.sessionTimeout) * 60_000,
    mfaRequired,
    user: Object.freeze(user as UserRow),
    sessionUser: Object.freeze(toSessionUser(user as UserRow, !user.mfaEnabled && mfaRequired)),
  };
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

interface Lookup {
  lookup: Promise<SessionAnswer | undefined>;
  generation: number;
  /** When it answered (performance.now()); undefined while running. */
  answeredAt?: number;
  /** The user it answered for; undefined while running. */
  userId?: number;
  /** Dropped by a change to its user while it ran: not to be kept. */
  dropped?: boolean;
  /** The database's committed session version read before the lookup (0 where none is read). */
  committed: number;
}

/** The lookups of one database. */
class SessionAnswers {
  readonly #entries = new Map<string, Lookup>();
  /** How long an answer serves; 0: shared only while it runs. */
  #reuseMs = 0;
  /** Where other processes write too: reads the committed session version (data_versions row 2). */
  committed: (() => Promise<number>) | null = null;

  constructor(readonly db: Kysely<Database>) {}

  setReuse(ms: number): void {
    this.#reuseMs = ms;
    dropAll();
  }

  find(id: string): Promise<SessionAnswer | undefined> {
    const read = this.#reuseMs > 0 ? this.committed : null;
    if (!read) return this.#findAt(id, 0);
    // A sign-out, deactivation or flag change committed through another process is seen by the next
    // request here, before its NOTIFY arrives.
    return read().then((committed) => this.#findAt(id, committed));
  }

  #findAt(id: string, committed: number): Promise<SessionAnswer | undefined> {
    const shared = this.#entries.get(id);
    if (
      shared &&
      shared.generation === generation &&
      shared.committed === committed &&
      (shared.answeredAt === undefined || performance.now() - shared.answeredAt < this.#reuseMs)
    )
      return shared.lookup;
    if (this.#entries.size >= CACHE_MAX_ENTRIES) this.#entries.clear();
    const entries = this.#entries;
    const entry: Lookup = {
      generation,
      committed,
      lookup: findSessionWithUser(this.db, id).then(
        (row) => {
          // Kept only when found and nothing it depends on was written since the lookup began.
          if (row && this.#reuseMs > 0 && entry.generation === generation && !entry.dropped) {
            entry.answeredAt = performance.now();
            entry.userId = row.id;
          } else if (entries.get(id) === entry) entries.delete(id);
          return row && toAnswer(row);
        },
        (error: unknown) => {
          if (entries.get(id) === entry) entries.delete(id);
          throw error;
        },
      ),
    };
    entries.set(id, entry);
    return entry.lookup;
  }

  /** The answers of one user go, and so do the lookups running now (their user is not known yet). */
  dropUser(userId: number): void {
    for (const [id, entry] of this.#entries) {
      if (entry.answeredAt !== undefined && entry.userId !== userId) continue;
      entry.dropped = true;
      this.#entries.delete(id);
    }
  }
}

const answers = new WeakMap<Kysely<Database>, SessionAnswers>();
/** Bumped by every change that drops all answers: an entry of an older generation is neither joined nor kept. */
let generation = 0;
onWatchedWrite(() => {
  generation++;
});

function answersOf(db: Kysely<Database>): SessionAnswers {
  let found = answers.get(db);
  if (!found) answers.set(db, (found = new SessionAnswers(db)));
  return found;
}

/** The session, its user and settings: shared with a lookup running now, or reused as the database allows. */
export function findSessionShared(db: Kysely<Database>, id: string): Promise<SessionAnswer | undefined> {
  return answersOf(db).find(id);
}

/** Lookups running now are not joined and answers are not reused any more (a session ended or changed). */
export function dropAll(): void {
  generation++;
}

/** Answers on `db` serve for `ms`: for a database no other process writes (embedded PGlite). */
export function reuseSessionAnswers(db: Kysely<Database>, ms: number): void {
  answersOf(db).setReuse(ms);
}

/**
 * Answers on `db` serve for `ms` while `feed` hears the database's changes, and go as it reports
 * them (PostgreSQL, shared with other processes). Returns the stop.
 */
export function reuseSessionAnswersWhileListening(
  db: Kysely<Database>,
  feed: SessionChangeFeed,
  ms: number,
  committed: () => Promise<number>,
): () => void {
  const state = answersOf(db);
  state.committed = committed;
  const stop = feed.watch({
    changed: (userId) => (userId === null ? dropAll() : state.dropUser(userId)),
    listening: (up) => state.setReuse(up ? ms : 0),
  });
  state.setReuse(feed.listening ? ms : 0);
  return () => {
    stop();
    state.setReuse(0);
    state.committed = null;
  };
}
