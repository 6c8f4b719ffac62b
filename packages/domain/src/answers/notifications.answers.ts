import { z } from 'zod';

/** GET /api/notifications */
export const GetNotificationsAnswer = z.array(
  z.object({
    id: z.number(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.string(),
  }),
);

/** PATCH /api/notifications/:id/read */
export const PatchNotificationsByIdReadAnswer = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

/** PATCH /api/notifications/:id/unread */
export const PatchNotificationsByIdUnreadAnswer = PatchNotificationsByIdReadAnswer;

/** DELETE /api/notifications/:id */
export const DeleteNotificationsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** POST /api/notifications/read-all */
export const PostNotificationsReadAllAnswer = z.object({
  updated: z.number(),
});
