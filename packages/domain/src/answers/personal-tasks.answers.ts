import { z } from 'zod';
import { PersonalTaskRecord } from './work-records.answers.js';

/** GET /api/personal-tasks */
export const GetPersonalTasksAnswer = z.array(PersonalTaskRecord);

/** POST /api/personal-tasks */
export const PostPersonalTasksAnswer = PersonalTaskRecord;

/** PATCH /api/personal-tasks/:id */
export const PatchPersonalTasksByIdAnswer = PostPersonalTasksAnswer;

/** DELETE /api/personal-tasks/:id */
export const DeletePersonalTasksByIdAnswer = z.object({
  ok: z.boolean(),
});
