import { z } from 'zod';
import { optionalText } from './common';
import { TEMPLATE_NAME_REQUIRED } from './projects.schema';

const name = z
  .string({ error: TEMPLATE_NAME_REQUIRED })
  .trim()
  .min(1, TEMPLATE_NAME_REQUIRED)
  .max(200, 'Must be at most 200 characters');
const taskName = z.string().trim().min(1, 'Task names cannot be empty').max(300, 'Must be at most 300 characters');

/** A template stores task names only (dates, assignees and statuses are not kept). */
export const ProjectTemplateCreate = z.object({
  name,
  description: optionalText(5000),
  taskNames: z.array(taskName).max(500, 'At most 500 tasks').default([]),
});
export type ProjectTemplateCreate = z.output<typeof ProjectTemplateCreate>;

export const ProjectTemplateUpdate = z.object({ name, description: optionalText(5000) });
export type ProjectTemplateUpdate = z.output<typeof ProjectTemplateUpdate>;
