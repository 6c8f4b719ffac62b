import { MAX_ID } from '@app/domain';
import { z } from 'zod';

const optionalString = z.string().trim().min(1).max(100).optional();
const idValue = (message?: string) => z.number(message ? { error: message } : undefined).int().positive().max(MAX_ID, 'Id is too large');
const fields = {
  entityType: optionalString,
  entityId: optionalString,
  action: optionalString,
};

export const AuditListInput = z
  .object({
    limit: z.number().int().min(1).max(200, 'Limit must be at most 200').default(50),
    cursor: idValue().optional(),
    userId: idValue().optional(),
    ...fields,
  })
  .default({ limit: 50 });

const num = (schema: z.ZodType) => z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), schema);

export const AuditListQuery = z.object({
  limit: num(z.number({ error: 'Limit must be a number' }).int().min(1, 'Limit must be at least 1').max(200, 'Limit must be at most 200').default(50)),
  cursor: num(idValue('Cursor must be a number').optional()),
  userId: num(idValue('User id must be a number').optional()),
  ...fields,
});
