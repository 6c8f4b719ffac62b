import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import { PGliteStatementConnection } from './pglite-statement-connection';

// The driver is split by concern: pglite-wire.ts (the protocol batches), pglite-results.ts
// (statements described, rows parsed), pglite-statement-cache.ts (which statements stay prepared)
// and pglite-statement-connection.ts (the connection running them).
export { PGliteStatementConnection } from './pglite-statement-connection';
export { MAX_PREPARED_PARAMETERS, STATEMENT_CACHE_SIZE } from './pglite-statement-cache';

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

const ABORTED = Symbol.for('kysely.AbortedTransactionError');

/** Kysely's AbortedTransactionError (not exported by kysely), recognised by its symbol. */
function abortedTransactionError(): Error {
  const error = new Error('Transaction was rolled back instead of committed');
  error.name = 'AbortedTransactionError';
  Object.assign(error, { [ABORTED]: true });
  return error;
}

/** A Kysely driver for one PGlite through PGliteStatementConnection; the caller serialises access (pglite-queue.ts). */
export class PGliteStatementDriver implements Driver {
  readonly #pglite: PGlite;
  #connection?: PGliteStatementConnection;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async init(): Promise<void> {
    if (this.#pglite.closed) throw new Error('PGlite instance is already closed.');
    await this.#pglite.waitReady;
    this.#connection = new PGliteStatementConnection(this.#pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection!;
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let sql = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      sql = 'start transaction';
      if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) sql += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(sql));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const result = (await connection.executeQuery(CompiledQuery.raw('commit'))) as { command?: string };
    // PostgreSQL completes COMMIT with a ROLLBACK tag when an earlier error aborted the transaction.
    if (result.command === 'ROLLBACK') throw abortedTransactionError();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${identifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${identifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${identifier(name)}`));
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}
