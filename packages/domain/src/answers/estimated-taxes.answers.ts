import { z } from 'zod';

/** GET /api/estimated-taxes/all */
export const GetEstimatedTaxesAllAnswer = z.array(
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
