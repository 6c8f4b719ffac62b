import type pg from 'pg';
import {
  isPreparable,
  isStaleStatement,
  keepsStatements,
  MAX_PREPARED_PARAMETERS,
  StatementCache,
} from './pglite-statement-cache';

// Named statements on PostgreSQL: a repeated statement is parsed once per pooled connection and
// then only bound and executed. Parsing (with analysis and rewriting) of a list page's statement
// costs PostgreSQL about 0.45 ms, and planning it again 0.3 to 0.7 ms, where the page itself runs
// in about 1 ms; after five runs PostgreSQL may keep a generic plan and skip planning too.
//
// A statement matching a LIKE pattern given whole as a parameter stays unnamed: such a pattern
// may start with a wildcard, a generic plan is blind to it, and a substring search must be planned
// for the pattern it has ("an" matches a third of the clients, "smith" one in a hundred; one plan
// does not serve both). A prefix built in the text (`like lower($1) || '%'`) is named: a generic
// plan cannot read its index range, costs more than the plans made for the prefix, and so is never
// kept. Everything else is planned for its values at least five times before PostgreSQL compares
// that with a generic plan.
//
// A statement whose meaning another connection's DDL changed fails with 0A000 ("cached plan must
// not change result type"), and one the server no longer has (a pooler's new backend) with 26000:
// the connection then forgets its statements, and outside a transaction the statement runs again
// unnamed. Inside one the error stands (the transaction is already aborted). PREPARED_STATEMENTS=off
// turns them off, for a transaction-pooling pgbouncer older than 1.21.

const PARAMETER_PATTERN = /\bi?like\s+(?:lower\(\s*\$\d+\s*\)|\$\d+(?!\d))(?!\s*\|\|)/i;
/** Statements kept per connection (least recently used closed beyond). */
const STATEMENTS_PER_CONNECTION = 200;

interface Named {
  name: string;
}

type Query = (text: unknown, values?: unknown) => Promise<unknown>;

/** Whether a statement is run as a named statement. */
export const isNameable = (sql: string, parameters: number): boolean =>
  parameters <= MAX_PREPARED_PARAMETERS && isPreparable(sql) && !PARAMETER_PATTERN.test(sql);

let counter = 0;

/** Makes `client` run repeated plain statements as named ones (called once per new pooled client). */
export function nameStatements(client: pg.PoolClient): void {
  const statements = new StatementCache<Named>(STATEMENTS_PER_CONNECTION);
  const query = client.query.bind(client) as Query;
  const parsed = () =>
    (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
  // Closing waits for its turn: a client runs one command at a time (pg 9 refuses queued calls).
  const closeEvicted = async () => {
    const names = statements.takeToClose();
    // An aborted transaction refuses every command until it ends: close them after it.
    if (client.getTransactionStatus() === 'E') return statements.closeLater(...names);
    for (const name of names) {
      delete parsed()[name];
      await query(`deallocate "${name}"`).catch(() => undefined);
    }
  };
  const named = async (text: string, values: unknown, statement: Named) => {
    try {
      return await query({ name: statement.name, text, values });
    } catch (error) {
      if (!isStaleStatement(error)) throw error;
      statements.forgetAll();
      await closeEvicted();
      if (client.getTransactionStatus() !== 'I') throw error;
      return query(text, values);
    }
  };
  (client as unknown as { query: Query }).query = (text: unknown, values?: unknown) => {
    if (typeof text !== 'string') return query(text, values);
    // A kept text was nameable when it was added (its parameters are numbered in the text): only a
    // new text is read through the patterns, not every run of a page's 3 KB statement.
    const statement = statements.get(text);
    if (statement) return named(text, values, statement);
    const parameters = Array.isArray(values) ? values.length : 0;
    if (!isNameable(text, parameters)) {
      if (keepsStatements(text) || isPreparable(text)) return query(text, values);
      // DDL or a session command on this connection may change what its statements mean.
      statements.forgetAll();
      return closeEvicted().then(() => query(text, values));
    }
    const added = { name: `k${++counter}` };
    statements.add(text, added);
    return closeEvicted().then(() => named(text, values, added));
  };
}
