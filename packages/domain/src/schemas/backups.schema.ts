// Settings > Backups: the last backup, one taken now, the download (backups feature).

import { z } from 'zod';

/** One complete backup archive in the backup directory. */
export interface BackupInfo {
  /** The archive's file name (no directory). */
  file: string;
  bytes: number;
  /** When the backup was taken, ISO 8601. */
  createdAt: string;
}

export interface BackupLatest {
  latest: BackupInfo | null;
}

/** POST /api/backups/local (the CLI asking the running server): where to write the archive. */
export const LocalBackupRequest = z.object({
  out: z
    .string()
    .trim()
    .min(1, 'out: give a file path')
    .max(4096, 'out: must be at most 4096 characters')
    .refine((p) => p.startsWith('/'), 'out: must be an absolute path')
    .optional(),
});
export type LocalBackupRequest = z.output<typeof LocalBackupRequest>;
