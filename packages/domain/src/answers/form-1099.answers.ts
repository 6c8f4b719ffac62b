import { z } from 'zod';

/** GET /api/form-1099 */
export const GetForm1099Answer = z.array(
  z.object({
    entityType: z.string(),
    entityId: z.number(),
    entityName: z.string(),
    formattedId: z.string(),
    taxYear: z.number(),
    year: z.number(),
    dueDate: z.string(),
    reminderDate: z.string(),
    status: z.string(),
    completedAt: z.string().nullable(),
    state: z.string(),
    overdue: z.boolean(),
    daysOverdue: z.number(),
    daysRemaining: z.number(),
  }),
);

/** PUT /api/form-1099/:entityType/:entityId/:taxYear */
export const PutForm1099ByEntityTypeByEntityIdByTaxYearAnswer = z.object({
  entityType: z.string(),
  entityId: z.number(),
  entityName: z.string(),
  formattedId: z.string(),
  taxYear: z.number(),
  year: z.number(),
  dueDate: z.string(),
  reminderDate: z.string(),
  status: z.string(),
  completedAt: z.string().nullable(),
  state: z.string(),
  overdue: z.boolean(),
  daysOverdue: z.number(),
  daysRemaining: z.number(),
});
