import { z } from 'zod';
import { REPORT_IDS } from '../reports';
import { SOI_REPORT_WINDOWS } from '../soi';
import { allOr, deadlinePaging, quarterParam, taxYearParam } from './deadline-list.schema';

const windowDays = z.coerce
  .number({ error: 'window must be 30, 60, 90, 180 or 365 days' })
  .refine((v) => (SOI_REPORT_WINDOWS as readonly number[]).includes(v), 'window must be 30, 60, 90, 180 or 365 days');

/** One report's filters and page (SOI: a due-date window; estimated taxes: quarter and year). */
export const ReportQuery = z.object({
  window: windowDays.optional(),
  quarter: allOr(quarterParam),
  year: allOr(taxYearParam),
  ...deadlinePaging,
});
export type ReportQuery = z.output<typeof ReportQuery>;

export const ReportParams = z.object({
  report: z.enum(REPORT_IDS, { error: `report must be one of ${REPORT_IDS.join(', ')}` }),
});
export type ReportParams = z.output<typeof ReportParams>;

export const ReportInput = ReportQuery.extend(ReportParams.shape);
export type ReportInput = z.output<typeof ReportInput>;
