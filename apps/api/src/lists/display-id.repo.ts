import { DISPLAY_ID_PREFIXES, type DisplayIdKind } from '@app/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * formatDisplayId written by the database, for answers it builds as JSON text: the kind's prefix and
 * the id with at least 4 digits (`A0012`, `B12345`).
 */
export function displayIdSql(kind: DisplayIdKind, id: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`${sql.lit(DISPLAY_ID_PREFIXES[kind])} || case when ${id} between 0 and 999 then lpad(${id}::text, 4, '0') else ${id}::text end`;
}
