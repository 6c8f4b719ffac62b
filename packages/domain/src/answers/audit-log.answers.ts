import { z } from 'zod';

/** GET /api/audit-log: newest first; `detail` is what the action recorded (its keys vary by action). */
export const GetAuditLogAnswer = z.array(
  z.object({
    id: z.number(),
    createdAt: z.string(),
    userId: z.number().nullable(),
    username: z.string().nullable(),
    action: z.string(),
    entityType: z.string().nullable(),
    entityId: z.string().nullable(),
    fields: z.array(z.string()),
    detail: z.unknown(),
    ip: z.string().nullable(),
    requestId: z.string().nullable(),
  }),
);
