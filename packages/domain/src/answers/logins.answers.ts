import { z } from 'zod';

/** PATCH /api/logins/:id */
export const PatchLoginsByIdAnswer = z.object({
  id: z.number(),
  platform: z.string(),
  username: z.string().nullable(),
  password: z.string().nullable(),
  pin: z.string().nullable(),
  notes: z.string().nullable(),
  entityType: z.string(),
  entityId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** DELETE /api/logins/:id */
export const DeleteLoginsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** POST /api/logins/:id/reveal */
export const PostLoginsByIdRevealAnswer = PatchLoginsByIdAnswer;
