import { z } from 'zod';

/** PATCH /api/group-health-plans/:id */
export const PatchGroupHealthPlansByIdAnswer = z.object({
  id: z.number(),
  sectionId: z.number(),
  planName: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  renewalDate: z.string().optional(),
});

/** DELETE /api/group-health-plans/:id */
export const DeleteGroupHealthPlansByIdAnswer = z.object({
  ok: z.boolean(),
});
