import type { AuditLogTable, Database } from '@app/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

export type AuditRow = Selectable<AuditLogTable>;

export async function insertAudit(db: Kysely<Database>, values: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(values).execute();
}

export interface AuditQuery {
  limit: number;
  cursor?: number;
  entityType?: string;
  entityId?: string;
  userId?: number;
  action?: string;
}

/** Newest first; keyset paging on id (ids grow with time in one table). */
export function listAudit(db: Kysely<Database>, q: AuditQuery): Promise<AuditRow[]> {
  let query = db.selectFrom('auditLog').selectAll();
  if (q.cursor !== undefined) query = query.where('id', '<', q.cursor);
  if (q.entityType) query = query.where('entityType', '=', q.entityType);
  if (q.entityId) query = query.where('entityId', '=', q.entityId);
  if (q.userId !== undefined) query = query.where('userId', '=', q.userId);
  if (q.action) query = query.where('action', '=', q.action);
  return query.orderBy('id', 'desc').limit(q.limit).execute();
}
