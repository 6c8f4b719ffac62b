import { z } from 'zod';

/** PUT /api/project-templates/:id */
export const PutProjectTemplatesByIdAnswer = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tasks: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      position: z.number(),
    }),
  ),
  taskNames: z.array(z.string()),
});

/** DELETE /api/project-templates/:id */
export const DeleteProjectTemplatesByIdAnswer = z.object({
  ok: z.boolean(),
});

/** GET /api/project-templates: the caller's own templates */
export const GetProjectTemplatesAnswer = z.array(PutProjectTemplatesByIdAnswer);
