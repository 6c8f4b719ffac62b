import { z } from 'zod';

/** POST /api/import/:entity/:format */
export const PostImportByEntityByFormatAnswer = z.object({
  message: z.string(),
  imported: z.number(),
  skipped: z.number(),
  total: z.number(),
  errors: z.array(
    z.object({
      row: z.number(),
      field: z.string(),
      reason: z.string(),
    }),
  ),
  preview: z
    .array(
      z.object({
        status: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        fullName: z.string(),
        ssn: z.string().nullable(),
        email: z.string().optional(),
      }),
    )
    .optional(),
});
