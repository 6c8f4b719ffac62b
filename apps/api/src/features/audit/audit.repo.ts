import type { AuditLogTable, Database } from '@app/db';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { ts } from '@app/db';

export type AuditRow = Selectable<AuditLogTable>;

export async function insertAudit(db: Kysely<Database>, values: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(values).execute();
}

export interface AuditFilters {
  entityType?: string;
  entityId?: string;
  userId?: number;
  action?: string;
  /** createdAt >= this instant. */
  createdFrom?: Date;
  /** createdAt < this instant. */
  createdBefore?: Date;
}

export interface AuditQuery extends AuditFilters {
  limit: number;
  offset?: number;
  /** Entries older than this id (keyset paging; ids grow with time in one table). */
  cursor?: number;
}

function filtered(db: Kysely<Database>, q: AuditFilters) {
  let query = db.selectFrom('auditLog');
  if (q.entityType) query = query.where('entityType', '=', q.entityType);
  if (q.entityId) query = query.where('entityId', '=', q.entityId);
  if (q.userId !== undefined) query = query.where('userId', '=', q.userId);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.createdFrom) query = query.where('createdAt', '>=', ts(q.createdFrom));
  if (q.createdBefore) query = query.where('createdAt', '<', ts(q.createdBefore));
  return query;
}

/** Newest first: from `cursor` on, else after `offset` rows. */
export function listAudit(db: Kysely<Database>, q: AuditQuery): Promise<AuditRow[]> {
  let query = filtered(db, q).selectAll();
  if (q.cursor !== undefined) query = query.where('id', '<', q.cursor);
  else if (q.offset) query = query.offset(q.offset);
  return query.orderBy('id', 'desc').limit(q.limit).execute();
}

/** The matches counted up to `bound + 1` (one more tells the count was capped). */
export async function countAudit(db: Kysely<Database>, q: AuditFilters, bound: number): Promise<number> {
  const row = await db
    .selectFrom(
      filtered(db, q)
        .select(sql.lit(1).as('one'))
        .limit(bound + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The distinct values of an indexed column, one index probe each (a "loose index scan": PostgreSQL
 * has no skip scan, and `select distinct` would read every row of the log).
 */
export async function distinctValues(db: Kysely<Database>, column: 'entity_type' | 'action'): Promise<string[]> {
  const col = sql.ref(column);
  const { rows } = await sql<{ v: string }>`
    with recursive t(v) as (
      (select ${col} from audit_log where ${col} is not null order by ${col} limit 1)
      union all
      select (select ${col} from audit_log where ${col} > t.v order by ${col} limit 1) from t where t.v is not null
    )
    select v from t where v is not null`.execute(db);
  return rows.map((r) => r.v);
}
