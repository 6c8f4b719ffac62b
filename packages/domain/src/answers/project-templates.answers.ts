import { z } from 'zod';
import { ProjectTemplateRecord } from './work-records.answers.js';

/** PUT /api/project-templates/:id */
export const PutProjectTemplatesByIdAnswer = ProjectTemplateRecord;

/** DELETE /api/project-templates/:id */
export const DeleteProjectTemplatesByIdAnswer = z.object({
  ok: z.boolean(),
});

/** GET /api/project-templates: the caller's own templates */
export const GetProjectTemplatesAnswer = z.array(PutProjectTemplatesByIdAnswer);
