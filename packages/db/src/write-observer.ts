import type {
  CompiledQuery,
  DatabaseConnection,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

// In-process caches of a few small tables (the session cache: sessions, users, their settings,
// the app settings) must hear of every write to them: when it is sent, and again once other
// connections can see it (after the statement, or after the commit of the transaction it ran in).
// Every statement through Kysely passes this driver wrapper, so no service has to remember to
// invalidate: an UPDATE of a user's role drops the cached sessions whatever code ran it.
//
// The same wrapper keeps the data version that the API's read cache (apps/api read-cache.ts)
// checks: every statement that may change data bumps it when sent and again once visible. Only
// statements known to write nothing but the tables no cached read depends on leave it alone (the
// sessions' sliding expiry, login attempts, the audit log, push deliveries: what a GET may write
// as a side effect).

/** A write to one of the watched tables was sent (`visible` false) or became visible to other connections (true). */
export type WriteListener = (visible: boolean) => void;

const listeners = new Set<WriteListener>();

/** Hears of every write to the watched tables, in every database this process opened. */
export function onWatchedWrite(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(visible: boolean): void {
  for (const listener of listeners) listener(visible);
}

let version = 0;

/** The data version: changes whenever data a cached read may depend on may have changed. */
export function dataVersion(): number {
  return version;
}

/** Announces a change the driver cannot see (another process's commit, heard through NOTIFY). */
export function bumpDataVersion(): void {
  version++;
}

/** Tables that no cached read depends on, written as a side effect of reads. */
export const UNCACHED_TABLES: readonly string[] = [
  'sessions',
  'login_attempts',
  'audit_log',
  'notification_deliveries',
];
const UNCACHED = new Set(UNCACHED_TABLES);
const WRITE_WORD = /\b(?:insert|update|delete|merge|truncate|copy|call)\b/gi;
const TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?[\s(]/i;

/**
 * Whether a statement may change data a cached read depends on. Conservative: anything but a read
 * (`select`, or `with` without a write) or a write of the UNCACHED_TABLES alone counts. No select
 * of this code base calls a function that writes rows (nextval, advisory locks and pg_notify
 * change nothing a read returns); one that did would have to be named here.
 */
export function writesData(sqlText: string): boolean {
  if (/^\s*select\b/i.test(sqlText)) return false;
  if (/^\s*with\b/i.test(sqlText)) return writeWords(sqlText.replace(/\bfor\s+(?:no\s+key\s+)?update\b/gi, ' ')) > 0;
  const target = TARGET.exec(sqlText);
  if (!target || !UNCACHED.has(target[1]!.toLowerCase())) return true;
  // Its only write is the leading one (an upsert's `do update` belongs to it).
  return writeWords(sqlText.replace(/\bdo\s+update\s+set\b/gi, ' ')) !== 1;
}

const writeWords = (sqlText: string) => sqlText.match(WRITE_WORD)?.length ?? 0;

// Reads start with `select`; anything else (insert, update, delete, `with ... update`, raw SQL)
// is checked for the watched tables' names, quoted or not.
const WATCHED = /(?:^|[\s".(])(sessions|users|user_settings|app_settings)(?:$|[\s".(])/i;

/** Whether a statement may write a watched table (conservative: a name seen in any non-select statement). */
export function writesWatchedTable(sqlText: string): boolean {
  if (/^\s*select\b/i.test(sqlText)) return false;
  return WATCHED.test(sqlText);
}

/** What a statement may write: data a cached read depends on, a watched table. */
interface StatementWrites {
  data: boolean;
  watched: boolean;
}

/**
 * The statements already classified, by their text: a list page's statement is a few kilobytes
 * that the two tests above scanned on every request (2 % of a search page's CPU). Texts carry
 * parameters, not values, so there are a few hundred; a bound keeps texts with inlined values from
 * growing it without end (it is emptied when full).
 */
const classified = new Map<string, StatementWrites>();
const MAX_CLASSIFIED = 2000;

/** writesData and writesWatchedTable of a statement, remembered by its text. */
export function statementWrites(sqlText: string): StatementWrites {
  let writes = classified.get(sqlText);
  if (writes === undefined) {
    if (classified.size >= MAX_CLASSIFIED) classified.clear();
    writes = { data: writesData(sqlText), watched: writesWatchedTable(sqlText) };
    classified.set(sqlText, writes);
  }
  return writes;
}

class ObservedConnection implements DatabaseConnection {
  /** Inside a transaction that wrote a watched table: announce again at its end. */
  dirty = false;
  inTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  /** Inside a transaction that changed data: bump the version again at its end. */
  dataDirty = false;

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { data, watched } = statementWrites(compiled.sql);
    if (!data && !watched) return this.inner.executeQuery<R>(compiled);
    if (data) version++;
    if (watched) emit(false);
    try {
      return await this.inner.executeQuery<R>(compiled);
    } finally {
      if (this.inTransaction) {
        if (watched) this.dirty = true;
        if (data) this.dataDirty = true;
      } else {
        if (data) version++;
        if (watched) emit(true);
      }
    }
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    const stream = this.inner.streamQuery<R>(compiled, chunkSize);
    if (!statementWrites(compiled.sql).data) return stream;
    // Streams are reads (exports); a write streamed anyway still counts, like executeQuery's.
    version++;
    return this.#counted(stream);
  }

  async *#counted<R>(stream: AsyncIterableIterator<QueryResult<R>>): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* stream;
    } finally {
      if (this.inTransaction) this.dataDirty = true;
      else version++;
    }
  }
}

/** Wraps a Kysely driver so that writes to the watched tables reach onWatchedWrite's listeners. */
export class ObservedDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, ObservedConnection>();

  constructor(readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    let observed = this.#connections.get(inner);
    if (!observed) this.#connections.set(inner, (observed = new ObservedConnection(inner)));
    return observed;
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(connection));
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(unwrap(connection), settings);
    (connection as ObservedConnection).inTransaction = true;
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return ended(connection, this.inner.commitTransaction(unwrap(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return ended(connection, this.inner.rollbackTransaction(unwrap(connection)));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint!(unwrap(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint!(unwrap(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint!(unwrap(connection), name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

const unwrap = (connection: DatabaseConnection) =>
  connection instanceof ObservedConnection ? connection.inner : connection;

async function ended(connection: DatabaseConnection, ending: Promise<void>): Promise<void> {
  const observed = connection as ObservedConnection;
  try {
    await ending;
  } finally {
    observed.inTransaction = false;
    if (observed.dataDirty) {
      observed.dataDirty = false;
      version++;
    }
    if (observed.dirty) {
      observed.dirty = false;
      emit(true);
    }
  }
}
