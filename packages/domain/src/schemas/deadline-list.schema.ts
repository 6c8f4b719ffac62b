import { z } from 'zod';
import { DEADLINE_SECTIONS } from '../deadline-list';
import { isoDate } from './common';

// Query fields shared by the deadline lists (1099, SOI, estimated tax, sales tax, business
// licenses): the section, paging, and `format=csv` for the export.

export const sectionParam = z
  .enum(DEADLINE_SECTIONS, { error: 'section must be overdue, upcoming or completed' })
  .optional();

export const deadlinePaging = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(5000, 'limit must be at most 5000')
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int()
    .min(0, 'offset must be 0 or more')
    .max(2 ** 31 - 1)
    .optional(),
};

export const exportFormat = z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional();

export const taxYearParam = z.coerce
  .number({ error: 'year must be a number' })
  .int('year must be a whole number')
  .min(2000, 'year must be between 2000 and 2100')
  .max(2100, 'year must be between 2000 and 2100');

export const quarterParam = z.coerce
  .number({ error: 'quarter must be 1 to 4' })
  .int('quarter must be 1 to 4')
  .min(1, 'quarter must be 1 to 4')
  .max(4, 'quarter must be 1 to 4');

export const monthParam = z.coerce
  .number({ error: 'month must be 1 to 12' })
  .int('month must be 1 to 12')
  .min(1, 'month must be 1 to 12')
  .max(12, 'month must be 1 to 12');

/** `all` (or nothing) means no filter. */
export const allOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === 'all' || v === '' || v === null ? undefined : v), schema.optional());

/** `true` / `false` as typed in a query string, or a boolean. */
export const queryBoolean = (message: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }).optional());

export const optionalIsoDate = (message: string) => isoDate(message).optional();
