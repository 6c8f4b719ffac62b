import type { Ctx } from '../../context';
import { insertAudit, listAudit, type AuditRow } from './audit.repo';
import { toIso, ts } from '../../db-values';

/** Actions written to the audit log (areas may add their own strings). */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'reveal'
  | 'login'
  | 'login_failed'
  | 'login_blocked'
  | 'logout'
  | 'register'
  | 'mfa_enabled'
  | 'mfa_disabled'
  | 'mfa_failed'
  | 'mfa_recovery_codes_regenerated'
  | 'mfa_recovery_code_used'
  | 'settings_update'
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  entityType?: string | null;
  entityId?: string | number | null;
  /** Names of the fields touched, never their values. */
  fields?: string[];
  /** Extra facts (never a sensitive value). */
  detail?: Record<string, unknown> | null;
  /** Who acted, when not the signed-in user (a failed sign-in names the username tried). */
  actor?: { id: number | null; username: string | null };
}

/** Writes one entry with ctx.db: inside the caller's transaction when ctx is a transaction's. */
export async function record(ctx: Ctx, entry: AuditEntry): Promise<void> {
  const actor = entry.actor ?? { id: ctx.user?.id ?? null, username: ctx.user?.username ?? null };
  await insertAudit(ctx.db, {
    userId: actor.id,
    username: actor.username,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    fields: JSON.stringify(entry.fields ?? []),
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
    ip: ctx.ip ?? null,
    requestId: ctx.requestId ?? null,
    createdAt: ts(ctx.now()),
  });
}

export interface AuditEntryView {
  id: number;
  createdAt: string;
  userId: number | null;
  username: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  fields: string[];
  detail: unknown;
  ip: string | null;
  requestId: string | null;
}

function toView(row: AuditRow): AuditEntryView {
  return {
    id: Number(row.id),
    createdAt: toIso(row.createdAt),
    userId: row.userId,
    username: row.username,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    fields: Array.isArray(row.fields) ? row.fields : [],
    detail: row.detail ?? null,
    ip: row.ip,
    requestId: row.requestId,
  };
}

export interface AuditListInput {
  limit: number;
  cursor?: number;
  entityType?: string;
  entityId?: string;
  userId?: number;
  action?: string;
}

export async function list(ctx: Ctx, input: AuditListInput): Promise<{ items: AuditEntryView[]; nextCursor: number | null }> {
  const rows = await listAudit(ctx.db, { ...input, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit).map(toView);
  return { items: page, nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null };
}
