import { z } from 'zod';
import { MAX_ID, optionalDate, text } from './common';
import { exportFormat } from './deadline-list.schema';
import { TIMEZONES } from './user-settings.schema';

/** The most entries one page of the audit log holds. */
export const AUDIT_MAX_LIMIT = 200;
/** Offsets beyond this are refused: a deeper page is reached with the cursor (no scan of every row before it). */
export const AUDIT_MAX_OFFSET = 100_000;

const idValue = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int()
    .positive()
    .max(MAX_ID, 'Id is too large');
/** Blank is no filter. */
const filterText = (name: string) =>
  text(`${name} must be text`)
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .transform((v) => v || undefined)
    .optional();

/** The filters shared by the page, the REST list and the CSV export; dates are whole days in `timeZone`. */
const filters = {
  entityType: filterText('entityType'),
  entityId: filterText('entityId'),
  action: filterText('action'),
  from: optionalDate('from must be a date (YYYY-MM-DD)').optional(),
  to: optionalDate('to must be a date (YYYY-MM-DD)').optional(),
  timeZone: z.enum(TIMEZONES, { error: `timeZone must be one of ${TIMEZONES.join(', ')}` }).optional(),
};

function dateRange(value: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.to < value.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
}

export const AuditListInput = z
  .object({
    limit: z
      .number()
      .int()
      .min(1, 'Limit must be at least 1')
      .max(AUDIT_MAX_LIMIT, `Limit must be at most ${AUDIT_MAX_LIMIT}`)
      .default(50),
    /** Rows to skip (numbered pages); ignored when `cursor` is given. */
    offset: z
      .number()
      .int()
      .min(0, 'Offset must be 0 or more')
      .max(AUDIT_MAX_OFFSET, `Offset must be at most ${AUDIT_MAX_OFFSET}`)
      .optional(),
    /** The `nextCursor` of the page before: entries older than it. */
    cursor: idValue().optional(),
    userId: idValue().optional(),
    ...filters,
  })
  .superRefine(dateRange)
  .default({ limit: 50 });
export type AuditListInput = z.output<typeof AuditListInput>;

const num = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), schema);

/** GET /api/audit-log: the same filters as query parameters; `format=csv` downloads every match. */
export const AuditListQuery = z
  .object({
    limit: num(
      z
        .number({ error: 'Limit must be a number' })
        .int()
        .min(1, 'Limit must be at least 1')
        .max(AUDIT_MAX_LIMIT, `Limit must be at most ${AUDIT_MAX_LIMIT}`)
        .default(50),
    ),
    offset: num(
      z
        .number({ error: 'Offset must be a number' })
        .int()
        .min(0, 'Offset must be 0 or more')
        .max(AUDIT_MAX_OFFSET, `Offset must be at most ${AUDIT_MAX_OFFSET}`)
        .optional(),
    ),
    cursor: num(idValue('Cursor must be a number').optional()),
    userId: num(idValue('User id must be a number').optional()),
    ...filters,
    format: exportFormat,
  })
  .superRefine(dateRange);
export type AuditListQuery = z.output<typeof AuditListQuery>;

/** The values the filters offer: record types and actions present in the log. */
export interface AuditFacets {
  entityTypes: string[];
  actions: string[];
}
