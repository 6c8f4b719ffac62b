import { TIMEZONES, type Timezone } from '@app/domain';

/** The audit log's filters, kept in the URL (`/audit-log?entityType=client&entityId=12`) so a view can be linked. */
export interface AuditFilterValues {
  userId?: number;
  entityType?: string;
  entityId?: string;
  action?: string;
  /** Whole days `YYYY-MM-DD` in the display time zone. */
  from?: string;
  to?: string;
}

export const FILTER_KEYS = ['userId', 'entityType', 'entityId', 'action', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const AUDIT_PAGE_SIZE = 50;
export const RANGE_MESSAGE = 'To must be on or after From';

export function readFilters(params: URLSearchParams): AuditFilterValues {
  const text = (key: FilterKey) => params.get(key)?.trim() || undefined;
  const userId = Number(params.get('userId'));
  return {
    userId: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    entityType: text('entityType'),
    entityId: text('entityId'),
    action: text('action'),
    from: text('from'),
    to: text('to'),
  };
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The URL after changing some filters: blank values drop out and paging starts again. */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<Record<FilterKey, string | number | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return next;
}

export function hasFilters(filters: AuditFilterValues): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** The dates typed are read in the Settings zone; the server knows the listed zones only (else the firm's applies). */
export function zoneParam(zone: string): Timezone | undefined {
  return (TIMEZONES as readonly string[]).includes(zone) ? (zone as Timezone) : undefined;
}

export function rangeError(filters: AuditFilterValues): string | null {
  return filters.from && filters.to && filters.to < filters.from ? RANGE_MESSAGE : null;
}

/** `login_failed` reads "Login failed". */
export function actionLabel(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}

/** `groupHealthPlan` and `payment_method` read "group health plan" and "payment method". */
export function recordTypeLabel(type: string): string {
  return type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}
