import { z } from 'zod';

const BackupInfoAnswer = z.object({
  file: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});

/** GET /api/backups/latest */
export const GetBackupsLatestAnswer = z.object({ latest: BackupInfoAnswer.nullable() });

/** POST /api/backups */
export const PostBackupsAnswer = BackupInfoAnswer;

/** POST /api/backups/local (the CLI asking the running embedded server) */
export const PostBackupsLocalAnswer = z.object({
  path: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
