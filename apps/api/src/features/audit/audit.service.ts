import {
  addDays,
  FIRM_TIME_ZONE,
  zonedDayStart,
  zonedTimestampText,
  type AuditFacets,
  type AuditListInput,
} from '@app/domain';
import type { Ctx } from '../../core/service-context';
import { CSV_PAGE_SIZE, type CsvExport } from '../../lists/csv-export';
import { toIso, ts } from '@app/db';
import { cappedTotal, countBound } from '../../lists/list-page';
import { countAudit, distinctValues, insertAudit, listAudit, type AuditFilters, type AuditRow } from './audit.repo';

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

/** The page, the REST list and the CSV share these: whole days in the caller's zone (the firm's by default). */
function filtersOf(input: Omit<AuditListInput, 'limit'>): AuditFilters {
  const zone = input.timeZone ?? FIRM_TIME_ZONE;
  return {
    entityType: input.entityType,
    entityId: input.entityId,
    userId: input.userId,
    action: input.action,
    createdFrom: input.from ? zonedDayStart(input.from, zone) : undefined,
    createdBefore: input.to ? zonedDayStart(addDays(input.to, 1), zone) : undefined,
  };
}

export interface AuditPage {
  items: AuditEntryView[];
  /** Matches counted up to COUNT_CAP (or the end of this page); a lower bound when `totalCapped`. */
  total: number;
  totalCapped: boolean;
  /** The `cursor` of the next page (entries older than this one's last), null at the end. */
  nextCursor: number | null;
}

/** Newest first: page by `offset` (numbered pages) or by `cursor`; the total is counted with a cap (list-page.ts). */
export async function list(ctx: Ctx, input: AuditListInput): Promise<AuditPage> {
  const filters = filtersOf(input);
  const rows = await listAudit(ctx.db, {
    ...filters,
    limit: input.limit + 1,
    offset: input.offset,
    cursor: input.cursor,
  });
  const items = rows.slice(0, input.limit).map(toView);
  const bound = countBound(input.cursor === undefined ? (input.offset ?? 0) : 0, input.limit);
  const counted = await countAudit(ctx.db, filters, bound);
  return {
    items,
    ...cappedTotal(counted, bound),
    nextCursor: rows.length > input.limit ? items[items.length - 1]!.id : null,
  };
}

/** The record types and actions the log holds, for the screen's filters. */
export async function facets(ctx: Ctx): Promise<AuditFacets> {
  return { entityTypes: await distinctValues(ctx.db, 'entity_type'), actions: await distinctValues(ctx.db, 'action') };
}

export const AUDIT_CSV_HEADER = [
  'Time',
  'Time Zone',
  'User',
  'User ID',
  'Action',
  'Record Type',
  'Record ID',
  'Fields',
  'IP Address',
  'Request ID',
  'Detail',
] as const;

/**
 * Every match as CSV, newest first, read a keyset page at a time (csv-export.ts streams it with
 * formulas neutralised). Exporting the log is itself written to the log.
 */
export async function csv(ctx: Ctx, input: Omit<AuditListInput, 'limit'>): Promise<CsvExport> {
  const zone = input.timeZone ?? FIRM_TIME_ZONE;
  const filters = filtersOf(input);
  await record(ctx, {
    action: 'export',
    entityType: 'audit_log',
    detail: { format: 'csv', ...exportedFilters(input) },
  });
  return {
    filename: `audit-log-${zonedTimestampText(ctx.now(), zone).slice(0, 10)}.csv`,
    header: AUDIT_CSV_HEADER,
    pages: (async function* () {
      let cursor: number | undefined;
      for (;;) {
        const rows = await listAudit(ctx.db, { ...filters, limit: CSV_PAGE_SIZE, cursor });
        if (rows.length > 0) yield rows.map(toView).map((e) => csvCells(e, zone));
        if (rows.length < CSV_PAGE_SIZE) return;
        cursor = Number(rows[rows.length - 1]!.id);
      }
    })(),
  };
}

function csvCells(e: AuditEntryView, zone: string): unknown[] {
  const detail =
    e.detail === null || e.detail === undefined
      ? ''
      : typeof e.detail === 'string'
        ? e.detail
        : JSON.stringify(e.detail);
  return [
    zonedTimestampText(new Date(e.createdAt), zone),
    zone,
    e.username ?? '',
    e.userId ?? '',
    e.action,
    e.entityType ?? '',
    e.entityId ?? '',
    e.fields.join(', '),
    e.ip ?? '',
    e.requestId ?? '',
    detail,
  ];
}

function exportedFilters(input: Omit<AuditListInput, 'limit'>): Record<string, unknown> {
  const keys = ['userId', 'entityType', 'entityId', 'action', 'from', 'to'] as const;
  return Object.fromEntries(keys.filter((k) => input[k] !== undefined && input[k] !== null).map((k) => [k, input[k]]));
}
