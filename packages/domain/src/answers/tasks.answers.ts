import { z } from 'zod';
import { TaskRecord } from './work-records.answers.js';

/** PATCH /api/tasks/:id */
export const PatchTasksByIdAnswer = TaskRecord;

/** DELETE /api/tasks/:id */
export const DeleteTasksByIdAnswer = z.object({
  ok: z.boolean(),
  projectStatus: z.string(),
});
