import { z } from 'zod';

/** GET /api/calendar-feed */
export const GetCalendarFeedAnswer = z.object({
  path: z.string().nullable(),
});

/** POST /api/calendar-feed/regenerate */
export const PostCalendarFeedRegenerateAnswer = z.object({
  path: z.string(),
});

/** DELETE /api/calendar-feed */
export const DeleteCalendarFeedAnswer = GetCalendarFeedAnswer;
