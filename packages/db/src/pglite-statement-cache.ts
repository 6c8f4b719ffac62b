import type { Statement } from './pglite-results';

/** Statements kept prepared (least recently used closed beyond this). */
export const STATEMENT_CACHE_SIZE = 256;
/**
 * Statements with more parameters run unnamed: multi-row inserts (an import's batches) vary in
 * size, are rarely repeated, and each kept one holds megabytes of PostgreSQL memory in the
 * WebAssembly heap, which never shrinks.
 */
export const MAX_PREPARED_PARAMETERS = 1_000;

// Only plain DML is kept prepared; DDL and session commands run unnamed, and any of them that may
// change what a prepared statement's text means (its table's columns, a type, the search path)
// empties the cache (PostgreSQL revalidates plans but fails a `select *` whose columns changed).
const PREPARABLE = /^\s*(?:select|insert|update|delete|with|values)\b/i;
const KEEPS_STATEMENTS =
  /^\s*(?:begin|start|commit|end|rollback|savepoint|release|prepare\s+transaction|show|explain|lock|listen|unlisten|notify|analyze|vacuum)\b/i;

/** The code of PostgreSQL's "cached plan must not change result type" and "prepared statement does not exist". */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/** Whether a statement text is plain DML, worth keeping prepared. */
export const isPreparable = (sql: string): boolean => PREPARABLE.test(sql);
/** Whether a statement leaves every prepared statement's meaning as it was. */
export const keepsStatements = (sql: string): boolean => KEEPS_STATEMENTS.test(sql);
/** Whether an error says a prepared statement went stale (its result type changed, or it is gone). */
export const isStaleStatement = (error: unknown): boolean =>
  STALE_STATEMENT.has((error as { code?: string }).code ?? '');

/**
 * The prepared statements of one connection by text, least recently used first, and the names of
 * those evicted or forgotten that still have to be closed on the server.
 */
export class StatementCache<S extends { name: string } = Statement> {
  readonly #statements = new Map<string, S>();
  /** Evicted statements still to close (sent with the next preparation). */
  #toClose: string[] = [];

  constructor(readonly maxStatements = STATEMENT_CACHE_SIZE) {}

  get size(): number {
    return this.#statements.size;
  }

  /** The statement for this text, marked as the most recently used. */
  get(sql: string): S | undefined {
    const statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** Keeps a statement; the least recently used one beyond the size goes to the closing list. */
  add(sql: string, statement: S): void {
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.maxStatements) {
      const [oldest, old] = this.#statements.entries().next().value as [string, S];
      this.#statements.delete(oldest);
      this.#toClose.push(old.name);
    }
  }

  /** Forgets every statement (each to be closed). */
  forgetAll(): void {
    for (const statement of this.#statements.values()) this.#toClose.push(statement.name);
    this.#statements.clear();
  }

  /** Takes the names waiting to be closed; give them back with `closeLater` if the batch failed. */
  takeToClose(): string[] {
    const closing = this.#toClose;
    this.#toClose = [];
    return closing;
  }

  closeLater(...names: string[]): void {
    this.#toClose.push(...names);
  }
}
