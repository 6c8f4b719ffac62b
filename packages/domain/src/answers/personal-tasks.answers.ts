import { z } from 'zod';

/** GET /api/personal-tasks */
export const GetPersonalTasksAnswer = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    status: z.string(),
    notes: z.string().nullable(),
    dueDate: z.string().nullable(),
    priority: z.string(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** POST /api/personal-tasks */
export const PostPersonalTasksAnswer = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** PATCH /api/personal-tasks/:id */
export const PatchPersonalTasksByIdAnswer = PostPersonalTasksAnswer;

/** DELETE /api/personal-tasks/:id */
export const DeletePersonalTasksByIdAnswer = z.object({
  ok: z.boolean(),
});
