import { z } from 'zod';

/** GET /api/soi-events/all */
export const GetSoiEventsAllAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    organizationName: z.string(),
    formattedId: z.string(),
    entityType: z.string(),
    entityTypeLabel: z.string(),
    kind: z.string(),
    date: z.string(),
    due_date: z.string(),
    taxYear: z.number(),
    completed: z.boolean(),
  }),
);

/** PUT /api/soi-events/:id */
export const PutSoiEventsByIdAnswer = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  formattedId: z.string(),
  entityType: z.string(),
  entityTypeLabel: z.string(),
  kind: z.string(),
  date: z.string(),
  due_date: z.string(),
  taxYear: z.number(),
  completed: z.boolean(),
});
