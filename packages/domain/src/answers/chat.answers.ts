import { z } from 'zod';

/** GET /api/chat */
export const GetChatAnswer = z.array(
  z.object({
    id: z.number(),
    userId: z.number(),
    message: z.string(),
    createdAt: z.string(),
    user: z.object({
      id: z.number(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      username: z.string(),
    }),
  }),
);

/** POST /api/chat */
export const PostChatAnswer = z.object({
  id: z.number(),
  userId: z.number(),
  message: z.string(),
  createdAt: z.string(),
  user: z.object({
    id: z.number(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string(),
  }),
});
