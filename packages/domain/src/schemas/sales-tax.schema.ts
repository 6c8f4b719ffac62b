import { z } from 'zod';
import { normalizeSalesTaxFrequency } from '../sales-tax';
import { id, isoDate } from './common';
import {
  allOr,
  deadlinePaging,
  sectionParam,
  exportFormat,
  monthParam,
  quarterParam,
  taxYearParam,
} from './deadline-list.schema';

export const SALES_TAX_FILING_STATUSES = ['filed', 'pending'] as const;

/** `filed` records today as the filed date on the server; `pending` clears it. */
export const SalesTaxFilingUpdate = z.object({
  status: z.enum(SALES_TAX_FILING_STATUSES, { error: 'Status must be filed or pending' }),
});
export type SalesTaxFilingUpdate = z.output<typeof SalesTaxFilingUpdate>;

export const SalesTaxFilingParams = z.object({
  organizationId: id('Invalid organization'),
  dueDate: isoDate('Due date must be a valid date (YYYY-MM-DD)'),
});
export type SalesTaxFilingParams = z.output<typeof SalesTaxFilingParams>;

export const SalesTaxFilingsQuery = z.object({
  frequency: z
    .string()
    .max(100, 'Frequency must be Monthly, Quarterly, Quarterly Prepay or Annually')
    .transform((v, ctx) => {
      const f = normalizeSalesTaxFrequency(v);
      if (!f)
        ctx.addIssue({ code: 'custom', message: 'Frequency must be Monthly, Quarterly, Quarterly Prepay or Annually' });
      return f as NonNullable<typeof f>;
    })
    .optional(),
  year: allOr(taxYearParam),
  month: allOr(monthParam),
  quarter: allOr(quarterParam),
  section: sectionParam,
  ...deadlinePaging,
  format: exportFormat,
});
export type SalesTaxFilingsQuery = z.output<typeof SalesTaxFilingsQuery>;

export const SalesTaxFilingUpdateInput = SalesTaxFilingParams.extend(SalesTaxFilingUpdate.shape);
export type SalesTaxFilingUpdateInput = z.output<typeof SalesTaxFilingUpdateInput>;
