import { z } from 'zod';

export const CHAT_MESSAGE_REQUIRED = 'Message cannot be empty';
export const CHAT_MESSAGE_MAX = 5000;

export const ChatMessageCreate = z.object({
  message: z
    .string({ error: CHAT_MESSAGE_REQUIRED })
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(CHAT_MESSAGE_MAX, `Messages are limited to ${CHAT_MESSAGE_MAX} characters`),
});
export type ChatMessageCreate = z.output<typeof ChatMessageCreate>;
