import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import { describeStatement, toQueryResult, type Statement } from './pglite-results';
import {
  MAX_PREPARED_PARAMETERS,
  STATEMENT_CACHE_SIZE,
  StatementCache,
  isPreparable,
  isStaleStatement,
  keepsStatements,
} from './pglite-statement-cache';
import { bindBinary, BYTEA, sendBinaryBatch } from './pglite-binary';
import { concat, nextStatementName, sendBatch, serialize, serializeValues, type Message } from './pglite-wire';

// Kysely's PGlite driver runs every statement through PGlite's `query`, which sends Parse,
// Describe, Bind, Describe, Execute and Sync as six separate calls into the WebAssembly module
// (the parameter types must be known before the values can be serialised), and PostgreSQL parses
// and plans the text each time: 250 to 320 µs for `select 1` or a select by primary key. Here each
// statement text the app repeats is prepared once as a named statement whose parameter types and
// result columns are kept, then runs as one Bind, Execute, Sync message: about 60 µs.

/** The one connection of a PGlite, talking the extended protocol itself with a cache of named statements. */
export class PGliteStatementConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #cache: StatementCache;
  /** ReadyForQuery's status after the last call: I idle, T in a transaction, E failed transaction. */
  status = 'I';

  constructor(pglite: PGlite, maxStatements = STATEMENT_CACHE_SIZE) {
    this.#pglite = pglite;
    this.#cache = new StatementCache(maxStatements);
  }

  get preparedCount(): number {
    return this.#cache.size;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { sql } = compiled;
    const params = compiled.parameters as readonly unknown[];
    try {
      if (params.length > MAX_PREPARED_PARAMETERS) return await this.#runOnce<R>(sql, params);
      if (!isPreparable(sql)) {
        const result = await this.#runUnnamed<R>(sql, params);
        if (!keepsStatements(sql)) this.#cache.forgetAll();
        return result;
      }
      try {
        return await this.#runPrepared<R>(sql, params);
      } catch (error) {
        if (!isStaleStatement(error)) throw error;
        this.#cache.forgetAll();
        // Inside a transaction the error has aborted it: retrying would only fail again.
        if (this.status !== 'I') throw error;
        return await this.#runPrepared<R>(sql, params);
      }
    } catch (error) {
      if (error && typeof error === 'object') Object.assign(error, { query: sql, params });
      throw error;
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    // PGlite answers a statement in one piece: hand it over in chunks of the asked size.
    const { rows } = await this.executeQuery<R>(compiled);
    for (let at = 0; at < rows.length; at += chunkSize) yield { rows: rows.slice(at, at + chunkSize) };
  }

  async #runPrepared<R>(sql: string, params: readonly unknown[]): Promise<QueryResult<R>> {
    const statement = this.#cache.get(sql) ?? (await this.#prepare(sql));
    // Only bytea columns: asked in binary, each value arrives as its bytes, not as hex to parse back
    // (a payroll month's 2.6 MB of JSON, written by the database, goes out as it came).
    const binary = statement.typeIds.length > 0 && statement.typeIds.every((type) => type === BYTEA);
    const bind = { statement: statement.name, values: this.#values(statement.paramTypes, params) };
    const batch = concat([binary ? bindBinary(bind) : serialize.bind(bind), serialize.execute(), serialize.sync()]);
    if (!binary) return toQueryResult<R>(this.#pglite, await this.#send(batch), statement);
    const { messages, size } = await sendBinaryBatch(
      this.#pglite,
      batch,
      (status) => (this.status = status),
      statement.answerBytes,
    );
    statement.answerBytes = size;
    return toQueryResult<R>(this.#pglite, messages, statement);
  }

  async #prepare(sql: string): Promise<Statement> {
    const name = nextStatementName();
    const closing = this.#cache.takeToClose();
    let messages: Message[];
    try {
      messages = await this.#send(
        concat([
          ...closing.map((old) => serialize.close({ type: 'S', name: old })),
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
      );
    } catch (error) {
      this.#cache.closeLater(...closing);
      throw error;
    }
    const statement = describeStatement(this.#pglite, name, messages);
    this.#cache.add(sql, statement);
    return statement;
  }

  /** A statement run once, not kept prepared: DDL, transaction control, session commands. */
  async #runUnnamed<R>(sql: string, params: readonly unknown[]): Promise<QueryResult<R>> {
    if (params.length > 0) return this.#runOnce<R>(sql, params);
    const messages = await this.#send(
      concat([
        serialize.parse({ text: sql }),
        serialize.bind({ values: [] }),
        serialize.describe({ type: 'P' }),
        serialize.execute(),
        serialize.sync(),
      ]),
    );
    return toQueryResult<R>(this.#pglite, messages, undefined);
  }

  /**
   * A statement with parameters run once: prepared under a name of its own (the values'
   * serialisation depends on the parameters' types, known only once it is described; PGlite does
   * not keep the unnamed statement from one call to the next), then closed.
   */
  async #runOnce<R>(sql: string, params: readonly unknown[]): Promise<QueryResult<R>> {
    const name = nextStatementName();
    const statement = describeStatement(
      this.#pglite,
      name,
      await this.#send(
        concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      ),
    );
    try {
      const messages = await this.#send(
        concat([
          serialize.bind({ statement: name, values: this.#values(statement.paramTypes, params) }),
          serialize.execute(),
          serialize.close({ type: 'S', name }),
          serialize.sync(),
        ]),
      );
      return toQueryResult<R>(this.#pglite, messages, statement);
    } catch (error) {
      // An error skips the rest of the batch, the close too: closed with the next preparation.
      this.#cache.closeLater(name);
      throw error;
    }
  }

  #values(types: number[], params: readonly unknown[]): Array<string | null> {
    return serializeValues(this.#pglite, types, params);
  }

  #send(message: Uint8Array): Promise<Message[]> {
    return sendBatch(this.#pglite, message, (status) => (this.status = status));
  }
}
