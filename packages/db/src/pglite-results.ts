import type { PGlite } from '@electric-sql/pglite';
import type { QueryResult } from 'kysely';
import type { Message } from './pglite-wire';

type Parser = (value: string, typeId: number) => unknown;

/** A statement as PostgreSQL described it: its parameters' types and its result columns. */
export interface Statement {
  name: string;
  paramTypes: number[];
  columns: string[];
  parsers: Array<Parser | undefined>;
  typeIds: number[];
  /** The size of its last answer read in binary (pglite-binary.ts sendBinaryBatch's hint). */
  answerBytes?: number;
}

const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** Reads ParameterDescription and RowDescription into a statement, with PGlite's parser for each column. */
export function describeStatement(pglite: PGlite, name: string, messages: Message[]): Statement {
  const statement: Statement = { name, paramTypes: [], columns: [], parsers: [], typeIds: [] };
  const parsers = pglite.parsers as Record<number, Parser | undefined>;
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

/**
 * Kysely's result from a batch's messages: rows parsed by the statement's columns (or by a
 * RowDescription in the batch), affected rows summed from CommandComplete, and the last command tag.
 */
export function toQueryResult<R>(
  pglite: PGlite,
  messages: Message[],
  statement: Statement | undefined,
): QueryResult<R> {
  let columns = statement?.columns;
  let parsers = statement?.parsers;
  let typeIds = statement?.typeIds;
  const rows: Record<string, unknown>[] = [];
  let affected = 0;
  let command = '';
  for (const message of messages) {
    if (message.name === 'dataRow') {
      // Text, or bytes where the statement's columns were asked in binary (pglite-binary.ts sendBinaryBatch).
      const values = message.fields as Array<string | Uint8Array | null>;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        const parser = parsers![i];
        row[columns![i]!] =
          value === null || value === undefined
            ? null
            : parser && typeof value === 'string'
              ? parser(value, typeIds![i]!)
              : value;
      }
      rows.push(row);
    } else if (message.name === 'rowDescription') {
      const described = describeStatement(pglite, '', [message]);
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
