import { GetUserAnswer } from './user.answers.js';

/** POST /api/upload-profile-picture */
export const PostUploadProfilePictureAnswer = GetUserAnswer;
