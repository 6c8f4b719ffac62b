import { z } from 'zod';
import { MAX_ID, id } from './common';

export const NOTIFICATION_TYPES = ['warning', 'success', 'error', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const NOTIFICATIONS_DEFAULT_LIMIT = 50;
export const NOTIFICATIONS_MAX_LIMIT = 100;

/** A notification as every api answer carries it. */
export interface Notification {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  isRead: boolean;
  /** ISO 8601 */
  createdAt: string;
}

const listFields = {
  filter: z.enum(NOTIFICATION_FILTERS, { error: 'Filter must be all, unread or read' }).default('all'),
  limit: z
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(NOTIFICATIONS_MAX_LIMIT, `Limit must be at most ${NOTIFICATIONS_MAX_LIMIT}`)
    .default(NOTIFICATIONS_DEFAULT_LIMIT),
  /** The id of the last notification of the previous page. */
  cursor: z
    .number({ error: 'Cursor must be a number' })
    .int('Cursor must be a whole number')
    .positive('Cursor must be positive')
    .max(MAX_ID, 'Cursor is too large')
    .optional(),
};

/** notifications.list (tRPC). */
export const NotificationListInput = z
  .object(listFields)
  .default({ filter: 'all', limit: NOTIFICATIONS_DEFAULT_LIMIT });
export type NotificationListInput = z.output<typeof NotificationListInput>;

/** GET /api/notifications?filter=&limit=&cursor= (query strings become numbers). */
export const NotificationListQuery = z.object({
  filter: listFields.filter,
  limit: z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), listFields.limit),
  cursor: z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), listFields.cursor),
});

export const NotificationIdInput = z.object({
  id: id('Id must be a positive whole number'),
});
export type NotificationIdInput = z.output<typeof NotificationIdInput>;

/** What other areas (deadline jobs, tasks, public forms) hand to notifications.create. */
export const NotificationCreate = z.object({
  userId: z.number().int().positive(),
  type: z.enum(NOTIFICATION_TYPES).default('info'),
  title: z.string().trim().min(1, 'Title is required').max(200, 'Must be at most 200 characters'),
  message: z.string().trim().max(2000, 'Must be at most 2000 characters').default(''),
  link: z.string().trim().max(500).nullish(),
  /** Dedupe key: one notification per user and event, never twice. */
  eventKey: z.string().trim().min(1).max(200).nullish(),
});
export type NotificationCreate = z.input<typeof NotificationCreate>;

export interface NotificationCounts {
  all: number;
  unread: number;
  read: number;
}
