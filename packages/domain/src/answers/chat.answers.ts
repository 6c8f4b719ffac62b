import { z } from 'zod';
import { ChatMessageRecord } from './party-records.answers.js';

/** GET /api/chat */
export const GetChatAnswer = z.array(ChatMessageRecord);

/** POST /api/chat */
export const PostChatAnswer = ChatMessageRecord;
