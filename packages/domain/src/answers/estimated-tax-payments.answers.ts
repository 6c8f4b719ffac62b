import { z } from 'zod';

/** POST /api/estimated-tax-payments/generate */
export const PostEstimatedTaxPaymentsGenerateAnswer = z.object({
  created: z.number(),
});

/** DELETE /api/estimated-tax-payments/remove */
export const DeleteEstimatedTaxPaymentsRemoveAnswer = z.object({
  removed: z.number(),
});

/** GET /api/estimated-tax-payments */
export const GetEstimatedTaxPaymentsAnswer = z.array(
  z.object({
    id: z.number(),
    clientId: z.number().nullable(),
    organizationId: z.number().nullable(),
    entityType: z.string(),
    entityId: z.number(),
    entityName: z.string(),
    formattedId: z.string(),
    quarter: z.number(),
    year: z.number(),
    taxYear: z.number(),
    dueDate: z.string(),
    reminderDate: z.string(),
    status: z.string(),
    completedAt: z.string().nullable(),
    state: z.string(),
    daysOverdue: z.number(),
    daysRemaining: z.number(),
  }),
);

/** PUT /api/estimated-tax-payments/:id */
export const PutEstimatedTaxPaymentsByIdAnswer = z.object({
  id: z.number(),
  clientId: z.number().nullable(),
  organizationId: z.number().nullable(),
  entityType: z.string(),
  entityId: z.number(),
  entityName: z.string(),
  formattedId: z.string(),
  quarter: z.number(),
  year: z.number(),
  taxYear: z.number(),
  dueDate: z.string(),
  reminderDate: z.string(),
  status: z.string(),
  completedAt: z.string().nullable(),
  state: z.string(),
  daysOverdue: z.number(),
  daysRemaining: z.number(),
});
