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

// Reads start with `select`; anything else (insert, update, delete, `with ... update`, raw SQL)
// is checked for the watched tables' names, quoted or not.
const WATCHED = /(?:^|[\s".(])(sessions|users|user_settings|app_settings)(?:$|[\s".(])/i;

/** Whether a statement may write a watched table (conservative: a name seen in any non-select statement). */
export function writesWatchedTable(sqlText: string): boolean {
  if (/^\s*select\b/i.test(sqlText)) return false;
  return WATCHED.test(sqlText);
}

class ObservedConnection implements DatabaseConnection {
  /** Inside a transaction that wrote a watched table: announce again at its end. */
  dirty = false;
  inTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!writesWatchedTable(compiled.sql)) return this.inner.executeQuery<R>(compiled);
    emit(false);
    try {
      return await this.inner.executeQuery<R>(compiled);
    } finally {
      if (this.inTransaction) this.dirty = true;
      else emit(true);
    }
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
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
    if (observed.dirty) {
      observed.dirty = false;
      emit(true);
    }
  }
}
