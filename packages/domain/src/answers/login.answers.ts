import { GetUserAnswer } from './user.answers.js';

/** POST /api/login */
export const PostLoginAnswer = GetUserAnswer;

/** POST /api/login/mfa */
export const PostLoginMfaAnswer = PostLoginAnswer;
