import { z } from 'zod';

/** GET /api/public-forms/:formId */
export const GetPublicFormsByFormIdAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  submissionType: z.string(),
});

/** POST /api/public-forms/:formId */
export const PostPublicFormsByFormIdAnswer = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  submittedAt: z.string(),
});
