import { z } from 'zod';

/** POST /api/soi-calendar/generate */
export const PostSoiCalendarGenerateAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    kind: z.string(),
    date: z.string(),
    due_date: z.string(),
    taxYear: z.number(),
    completed: z.boolean(),
  }),
);

/** DELETE /api/soi-calendar/remove */
export const DeleteSoiCalendarRemoveAnswer = z.object({
  removed: z.number(),
});
