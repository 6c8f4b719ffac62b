import { protocol, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

// Kysely's PGlite driver runs every statement through PGlite's `query`, which sends Parse,
// Describe, Bind, Describe, Execute and Sync as six separate calls into the WebAssembly module
// (the parameter types must be known before the values can be serialised), and PostgreSQL parses
// and plans the text each time: 250 to 320 µs for `select 1` or a select by primary key. Here each
// statement text the app repeats is prepared once as a named statement whose parameter types and
// result columns are kept, then runs as one Bind, Execute, Sync message: about 60 µs.

const { serialize } = protocol;

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

type Parser = (value: string, typeId: number) => unknown;

interface Statement {
  name: string;
  paramTypes: number[];
  columns: string[];
  parsers: Array<Parser | undefined>;
  typeIds: number[];
}

interface Message {
  name: string;
  dataTypeIDs?: number[];
  fields?: Array<{ name: string; dataTypeID: number } | string | null>;
  text?: string;
  status?: string;
}

const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
/** The code of PostgreSQL's "cached plan must not change result type" and "prepared statement does not exist". */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/** Names unique in the process: several connections may share one PGlite (its statements too). */
let statementCounter = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The one connection of a PGlite, talking the extended protocol itself with a cache of named statements. */
export class PGliteStatementConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #statements = new Map<string, Statement>();
  /** Evicted statements still to close (sent with the next preparation). */
  #toClose: string[] = [];
  /** ReadyForQuery's status after the last call: I idle, T in a transaction, E failed transaction. */
  status = 'I';

  readonly #maxStatements: number;

  constructor(pglite: PGlite, maxStatements = STATEMENT_CACHE_SIZE) {
    this.#pglite = pglite;
    this.#maxStatements = maxStatements;
  }

  get preparedCount(): number {
    return this.#statements.size;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { sql } = compiled;
    const params = compiled.parameters as readonly unknown[];
    try {
      if (params.length > MAX_PREPARED_PARAMETERS) return await this.#runOnce<R>(sql, params);
      if (!PREPARABLE.test(sql)) {
        const result = await this.#runUnnamed<R>(sql, params);
        if (!KEEPS_STATEMENTS.test(sql)) this.#forgetAll();
        return result;
      }
      try {
        return await this.#runPrepared<R>(sql, params);
      } catch (error) {
        if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
        this.#forgetAll();
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
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
      this.#statements.set(sql, statement);
    } else {
      statement = await this.#prepare(sql);
    }
    const messages = await this.#send(
      concat([
        serialize.bind({ statement: statement.name, values: this.#values(statement.paramTypes, params) }),
        serialize.execute(),
        serialize.sync(),
      ]),
    );
    return this.#result<R>(messages, statement);
  }

  async #prepare(sql: string): Promise<Statement> {
    const name = `k${(statementCounter++).toString(36)}`;
    const closing = this.#toClose;
    this.#toClose = [];
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
      this.#toClose.push(...closing);
      throw error;
    }
    const statement = this.#describe(name, messages);
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#maxStatements) {
      const [oldest, old] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldest);
      this.#toClose.push(old.name);
    }
    return statement;
  }

  #describe(name: string, messages: Message[]): Statement {
    const statement: Statement = { name, paramTypes: [], columns: [], parsers: [], typeIds: [] };
    const parsers = this.#pglite.parsers as Record<number, Parser | undefined>;
    for (const message of messages) {
      if (message.name === 'parameterDescription') statement.paramTypes = message.dataTypeIDs!;
      else if (message.name === 'rowDescription') {
        for (const field of message.fields as Array<{ name: string; dataTypeID: number }>) {
          statement.columns.push(field.name);
          statement.typeIds.push(field.dataTypeID);
          statement.parsers.push(parsers[field.dataTypeID]);
        }
      }
    }
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
    return this.#result<R>(messages, undefined);
  }

  /**
   * A statement with parameters run once: prepared under a name of its own (the values'
   * serialisation depends on the parameters' types, known only once it is described; PGlite does
   * not keep the unnamed statement from one call to the next), then closed.
   */
  async #runOnce<R>(sql: string, params: readonly unknown[]): Promise<QueryResult<R>> {
    const name = `k${(statementCounter++).toString(36)}`;
    const statement = this.#describe(
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
      return this.#result<R>(messages, statement);
    } catch (error) {
      // An error skips the rest of the batch, the close too: closed with the next preparation.
      this.#toClose.push(name);
      throw error;
    }
  }

  /** Serialised as PGlite's `query` does: by the parameter's type, else toString. */
  #values(types: number[], params: readonly unknown[]): Array<string | null> {
    const serializers = this.#pglite.serializers as Record<number, ((value: unknown) => string) | undefined>;
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = serializers[types[i]!];
      return serializer ? serializer(param) : String(param);
    });
  }

  async #send(message: Uint8Array): Promise<Message[]> {
    if (this.#pglite.closed) throw new Error('PGlite is closed');
    let messages: Message[] = [];
    try {
      messages = (await this.#pglite.execProtocolStream(message, { syncToFs: false })) as unknown as Message[];
    } finally {
      // A failed batch still ends in ReadyForQuery, but execProtocolStream throws before answering it.
      this.status = this.#pglite.isInTransaction() ? 'T' : 'I';
    }
    const last = messages[messages.length - 1];
    if (last?.name === 'readyForQuery') this.status = last.status!;
    if (this.status === 'I') await this.#pglite.syncToFs();
    return messages;
  }

  #result<R>(messages: Message[], statement: Statement | undefined): QueryResult<R> {
    let columns = statement?.columns;
    let parsers = statement?.parsers;
    let typeIds = statement?.typeIds;
    const rows: Record<string, unknown>[] = [];
    let affected = 0;
    let command = '';
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = message.fields as Array<string | null>;
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++) {
          const value = values[i];
          const parser = parsers![i];
          row[columns![i]!] =
            value === null || value === undefined ? null : parser ? parser(value, typeIds![i]!) : value;
        }
        rows.push(row);
      } else if (message.name === 'rowDescription') {
        const described = this.#describe('', [message]);
        columns = described.columns;
        parsers = described.parsers;
        typeIds = described.typeIds;
      } else if (message.name === 'commandComplete') {
        const parts = message.text!.split(' ');
        command = parts[0]!;
        if (AFFECTING.has(command)) affected += parseInt(parts[parts.length - 1]!, 10);
      }
    }
    return { rows: rows as R[], numAffectedRows: BigInt(affected), ...(command ? { command } : {}) } as QueryResult<R>;
  }

  #forgetAll(): void {
    for (const statement of this.#statements.values()) this.#toClose.push(statement.name);
    this.#statements.clear();
  }
}

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
