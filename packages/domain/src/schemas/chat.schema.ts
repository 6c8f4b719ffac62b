import { z } from 'zod';

export const CHAT_MESSAGE_REQUIRED = 'Message cannot be empty';
export const CHAT_MESSAGE_MAX = 4000;

export const ChatMessageCreate = z.object({
  message: z
    .string({ error: CHAT_MESSAGE_REQUIRED })
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(CHAT_MESSAGE_MAX, `Messages are limited to ${CHAT_MESSAGE_MAX} characters`),
});
export type ChatMessageCreate = z.output<typeof ChatMessageCreate>;

export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 200;

const optionalNumber = (name: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be positive`)
      .max(2_147_483_647, `${name} is too large`)
      .optional(),
  );

/**
 * GET /api/chat and chat.list: the newest messages (oldest first in the answer); `before` pages to
 * older ones, `after` fetches what arrived since (after a reconnect). Never both.
 */
export const ChatListInput = z
  .object({
    before: optionalNumber('before'),
    after: optionalNumber('after'),
    limit: z.preprocess(
      (v) => (v === undefined || v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(CHAT_PAGE_MAX, `limit must be at most ${CHAT_PAGE_MAX}`)
        .default(CHAT_PAGE_DEFAULT),
    ),
  })
  .refine((v) => v.before === undefined || v.after === undefined, {
    message: 'Use before or after, not both',
    path: ['after'],
  })
  .default({ limit: CHAT_PAGE_DEFAULT });
export type ChatListInput = z.output<typeof ChatListInput>;

/** A chat message as every answer and the socket's message_received frame carry it. */
export interface ChatMessage {
  id: number;
  userId: number | null;
  message: string;
  /** ISO 8601 */
  createdAt: string;
  /** Null once the sender's account was deleted. */
  user: { id: number; firstName: string | null; lastName: string | null; username: string } | null;
}

/** Two letters for an avatar: first and last initials, else the username's first two. */
export function chatInitials(user: ChatMessage['user']): string {
  if (!user) return '?';
  const first = user.firstName?.trim()?.[0] ?? '';
  const last = user.lastName?.trim()?.[0] ?? '';
  const letters = first + last || user.username.slice(0, 2);
  return letters.toUpperCase();
}
