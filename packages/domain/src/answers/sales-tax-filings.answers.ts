import { z } from 'zod';

/** GET /api/sales-tax-filings */
export const GetSalesTaxFilingsAnswer = z.array(
  z.object({
    organizationId: z.number(),
    organization: z.string(),
    organizationName: z.string(),
    formattedId: z.string(),
    frequency: z.string(),
    kind: z.string(),
    filingPeriod: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    dueDate: z.string(),
    status: z.string(),
    filedDate: z.string().nullable(),
    state: z.string(),
    daysOverdue: z.number(),
    daysRemaining: z.number(),
  }),
);

/** PUT /api/sales-tax-filings/:organizationId/:dueDate */
export const PutSalesTaxFilingsByOrganizationIdByDueDateAnswer = z.object({
  organizationId: z.number(),
  organization: z.string(),
  organizationName: z.string(),
  formattedId: z.string(),
  frequency: z.string(),
  kind: z.string(),
  filingPeriod: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  status: z.string(),
  filedDate: z.string().nullable(),
  state: z.string(),
  daysOverdue: z.number(),
  daysRemaining: z.number(),
});
