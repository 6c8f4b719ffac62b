import { sql, type RawBuilder } from 'kysely';

/**
 * A timestamp column of a page's row `p` as toISOString writes it (UTC, milliseconds, `Z`), written
 * by the database for answers it builds as JSON text (db values.ts toIso in this process).
 */
export const isoTimestampSql = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(`p.${column}`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
