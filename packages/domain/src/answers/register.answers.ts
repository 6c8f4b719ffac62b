import { GetUserAnswer } from './user.answers.js';

/** POST /api/register */
export const PostRegisterAnswer = GetUserAnswer;
