import { z } from 'zod';

/** PATCH /api/tasks/:id */
export const PatchTasksByIdAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  name: z.string(),
  notes: z.string().nullable(),
  status: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  assigned_to_ids: z.array(z.number()),
  priority: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  projectStatus: z.string(),
});

/** DELETE /api/tasks/:id */
export const DeleteTasksByIdAnswer = z.object({
  ok: z.boolean(),
  projectStatus: z.string(),
});
