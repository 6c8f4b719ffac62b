import type { PGlite } from '@electric-sql/pglite';
import {
  PGliteAdapter,
  PGliteDialect,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';
import { eventLoopTurns } from './event-loop';
import { PGliteStatementDriver } from './pglite-driver';
import { ObservedDriver } from './write-observer';

// PGlite has one connection. Kysely guards it with a mutex whose waiters all wake on each release
// and race for it again, and a request that has just released it (its next query already queued in
// the same microtask flush) usually wins: under 32 concurrent requests the p99 was 20 to 40 times
// the p50. Here the connection is handed to the longest waiter at release (never freed while
// someone waits), so queries and transactions get it strictly in arrival order.

/** A lock handed over in arrival order. */
export class FifoLock {
  #held = false;
  readonly #waiters: Array<() => void> = [];

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }

  /** Requests waiting now (for tests and diagnostics). */
  get waiting(): number {
    return this.#waiters.length;
  }
}

/** Kysely's adapter for PGlite, saying "several connections" only so that Kysely adds no mutex of its own: the driver queues. */
class QueuedPGliteAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * PGlite answers in microtasks, so a request that runs query after query (an import, an export)
 * never lets Node read the sockets, and a colleague's request is not even parsed until it ends.
 * Whoever asks for the connection after this long without a turn of the event loop waits one turn
 * first (setImmediate runs after the sockets are read), so waiting requests join the queue in time.
 */
class QueuedPGliteDriver implements Driver {
  readonly #lock = new FifoLock();
  readonly #takeTurn = eventLoopTurns(10);

  constructor(readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#takeTurn();
    await this.#lock.acquire();
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.#lock.release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.#lock.release();
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint!(connection, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint!(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** PGlite for Kysely with its one connection served in arrival order (queries and whole transactions), statements prepared once (pglite-driver.ts). */
export class QueuedPGliteDialect extends PGliteDialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    super({ pglite });
    this.#pglite = pglite;
  }

  override createAdapter(): DialectAdapter {
    return new QueuedPGliteAdapter();
  }

  override createDriver(): Driver {
    return new ObservedDriver(new QueuedPGliteDriver(new PGliteStatementDriver(this.#pglite)));
  }
}
