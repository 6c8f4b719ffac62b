import { dataVersion, bumpDataVersion, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { Ctx } from '../core/service-context';
import { firmToday } from '../core/firm-date';
import type { DataChangeFeed } from '../realtime/bus-event';
import { jsonOf } from '../core/json-text';
import { ComputeCosts } from './compute-costs';

// The answers of a few heavy reads (list pages, calendar months, tax lists, reports, search), kept
// while no data they may depend on changed. The same design as the session answers
// (sessions/session-answers.ts), for all data:
// - @app/db's write observer bumps a data version for every statement that may change data, when
//   it is sent and again once it is visible (after the statement, or after its transaction's
//   commit); an answer is served only while the version is the one it was computed at, and kept
//   only if the version did not move while it was computed (a write meanwhile may or may not be in
//   it). So a write through this process is seen by the very next read.
// - On PostgreSQL other processes write too: every application table's trigger NOTIFYs
//   `data_changes` at commit (migration 2026-11-27T0900-data-change-notify), the event bus LISTENs
//   and bumps the version. Answers are kept only while that connection listens; when it drops,
//   everything goes. Without such a bus (PostgreSQL with the in-process bus) nothing is kept.
// - NOTIFY arrives a few milliseconds after the commit, so on its own it would let a read through
//   this process serve an answer from before a write another process has already acknowledged.
//   Each commit also bumps the data_versions row (migration 2026-11-29T1110-data-versions): a
//   process sharing the database reads that row (one primary-key read) before each cached read, and
//   an answer serves only if it was computed at the committed version read now; a computation
//   running is joined only on the same terms.
// - Embedded PGlite has one writer, this process (the data directory's lock file): the write
//   observer alone sees every change.
// - Where that committed-version read is paid, a procedure whose computation takes no longer than
//   it is computed directly instead (compute-costs.ts): a kept answer would not serve it faster.
// Keys carry everything an answer depends on: the procedure, its normalized input, the user (roles,
// masking and "mine" differ per user) and the firm's today (date-relative sections). Reads inside a
// transaction are never cached (they may see its own uncommitted writes).
// READ_CACHE=off turns it off (measurement).

/**
 * The oldest answer served. The version catches every change that is heard; the age bounds what it
 * cannot: clock-relative content finer than the day in the key, a change unheard on a LISTEN
 * connection that died silently (the bus's health check finds it within about 40 s), and memory
 * held by answers nobody asks for again. A minute keeps the hit rate of a busy list high.
 */
export const READ_CACHE_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 2_000;
/**
 * Approximate: the JSON length of the answers (a month of 2,000 calendar events is 535 KB); their
 * objects and the JSON text REST keeps take a few times that on the heap.
 */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  version: number;
  /** The database's committed version read before it was computed (0 where none is read). */
  committed: number;
  at: number;
  value: unknown;
  bytes: number;
}

interface Running {
  version: number;
  committed: number;
  promise: Promise<unknown>;
}

/** The answers of one database. */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #running = new Map<string, Running>();
  #bytes = 0;
  /** The data version of the kept answers: once it moves, none of them can serve again. */
  #version = 0;
  #enabled = false;
  /** Computations begun (misses), for tests and measurement. */
  computed = 0;
  /** Bumped by every enable/disable: a computation begun before is not kept. */
  #epoch = 0;
  /** Where other processes write too: reads the committed version (data_versions row 1). */
  #committed: (() => Promise<number>) | null = null;
  /** How long the committed-version reads take, and each procedure's computations. */
  readonly #costs = new ComputeCosts();
  /** Computations run directly, cheaper than a kept answer (for tests and measurement). */
  direct = 0;

  constructor(
    readonly maxAgeMs = READ_CACHE_MAX_AGE_MS,
    readonly maxEntries = MAX_ENTRIES,
    readonly maxBytes = MAX_BYTES,
  ) {}

  get enabled(): boolean {
    return this.#enabled;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Checks every kept answer against the database's committed version read by `read`; null: none. */
  checkCommits(read: (() => Promise<number>) | null): void {
    this.#committed = read;
    this.clear();
  }

  setEnabled(on: boolean): void {
    this.#enabled = on;
    this.#epoch++;
    this.clear();
  }

  clear(): void {
    this.#entries.clear();
    this.#running.clear();
    this.#bytes = 0;
  }

  /** The answer for `key`: kept, joined while being computed, or computed (and kept when still current). */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.#enabled) return compute();
    const read = this.#committed;
    if (!read) return this.#rememberAt(key, compute, 0);
    const procedure = procedureOf(key);
    const timed = this.#costs.timed(procedure, compute);
    if (this.#costs.cheaperThanKept(procedure)) {
      this.direct++;
      return timed();
    }
    const started = performance.now();
    return read().then(
      (committed) => {
        this.#costs.noteRead(performance.now() - started);
        return this.#rememberAt(key, timed, committed);
      },
      () => compute(),
    );
  }

  #rememberAt<T>(key: string, compute: () => Promise<T>, committed: number): Promise<T> {
    if (!this.#enabled) return compute();
    const version = dataVersion();
    if (version !== this.#version) {
      // Every kept answer is of an older version and would only be dropped when met or pushed out,
      // holding up to MAX_BYTES that each garbage collection must mark. Under a stream of writes
      // that made other calls slower with the cache on than off (docs/benchmarks.md).
      this.#version = version;
      this.#entries.clear();
      this.#bytes = 0;
    }
    const kept = this.#entries.get(key);
    if (kept) {
      if (kept.version === version && kept.committed === committed && performance.now() - kept.at < this.maxAgeMs) {
        // Most recently used last.
        this.#entries.delete(key);
        this.#entries.set(key, kept);
        return Promise.resolve(kept.value as T);
      }
      this.#remove(key, kept);
    }
    const running = this.#running.get(key);
    if (running && running.version === version && running.committed === committed) return running.promise as Promise<T>;
    const epoch = this.#epoch;
    this.computed++;
    const promise = compute().then(
      (value) => {
        if (this.#running.get(key)?.promise === promise) this.#running.delete(key);
        const frozen = deepFreeze(value);
        if (this.#enabled && epoch === this.#epoch && dataVersion() === version)
          this.#store(key, version, committed, frozen);
        return frozen;
      },
      (error: unknown) => {
        if (this.#running.get(key)?.promise === promise) this.#running.delete(key);
        throw error;
      },
    );
    this.#running.set(key, { version, committed, promise });
    return promise;
  }

  #store(key: string, version: number, committed: number, value: unknown): void {
    // An answer kept as its bytes (the payroll calendar's month) counts as them, not as their JSON.
    const bytes = Buffer.isBuffer(value) ? value.length : (jsonOf(value)?.length ?? 0);
    if (bytes > this.maxBytes / 4) return;
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    this.#entries.set(key, { version, committed, at: performance.now(), value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#remove(oldest, entry);
    }
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

const caches = new WeakMap<Kysely<Database>, ReadCache>();

/** The cache of `db` (a transaction has none: it is a different object, never registered). */
export function readCacheOf(db: Kysely<Database>): ReadCache {
  let found = caches.get(db);
  if (!found) caches.set(db, (found = new ReadCache()));
  return found;
}

/** Answers on `db` are kept: for a database no other process writes (embedded PGlite). */
export function cacheReads(db: Kysely<Database>): () => void {
  const cache = readCacheOf(db);
  cache.setEnabled(true);
  return () => cache.setEnabled(false);
}

/**
 * Answers on `db` are kept while `feed` hears the database's changes, which drop them, and each
 * serves only at the committed version `committed` reads (other processes' commits). Returns the stop.
 */
export function cacheReadsWhileListening(
  db: Kysely<Database>,
  feed: DataChangeFeed,
  committed: () => Promise<number>,
): () => void {
  const cache = readCacheOf(db);
  cache.checkCommits(committed);
  const stop = feed.watch({
    changed: bumpDataVersion,
    listening: (up) => {
      bumpDataVersion();
      cache.setEnabled(up);
    },
  });
  cache.setEnabled(feed.listening);
  return () => {
    stop();
    cache.setEnabled(false);
    cache.checkCommits(null);
  };
}

/**
 * A read's answer through the cache of the context's database. `procedure` names the read, `input`
 * is everything else it depends on besides the user and the day (both added here). The answer is
 * frozen: it is shared by every caller.
 */
export function remember<T>(ctx: Ctx, procedure: string, input: unknown, compute: () => Promise<T>): Promise<T> {
  const cache = ctx.inTransaction ? undefined : caches.get(ctx.db);
  if (!cache?.enabled) return compute();
  return cache.remember(readKey(ctx, procedure, input), compute);
}

/** Separates the parts of a key; no procedure name holds it. */
const KEY_SEPARATOR = '\u0000';

export function readKey(ctx: Pick<Ctx, 'user' | 'now'>, procedure: string, input: unknown): string {
  const sep = KEY_SEPARATOR;
  return `${procedure}${sep}${ctx.user?.id ?? 0}${sep}${firmToday(ctx)}${sep}${stableJson(input)}`;
}

/** The procedure a key names (readKey's first part). */
function procedureOf(key: string): string {
  const end = key.indexOf(KEY_SEPARATOR);
  return end < 0 ? key : key.slice(0, end);
}

/** JSON with object keys sorted, so that equal inputs give equal keys; undefined members are left out. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === 'object' && !Array.isArray(member) && !(member instanceof Date)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}

function deepFreeze<T>(value: T): T {
  if (!value || typeof value !== 'object' || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const member of Object.values(value)) deepFreeze(member);
  return value;
}
