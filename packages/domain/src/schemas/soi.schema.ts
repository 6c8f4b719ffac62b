import { z } from 'zod';
import { ENTITY_TYPES, normalizeEntityType } from '../entity-type';
import { id, isoDate } from './common';

export const SoiEventUpdate = z.object({ completed: z.boolean({ error: 'completed must be true or false' }) });
export type SoiEventUpdate = z.output<typeof SoiEventUpdate>;

export const SoiGenerate = z.object({
  organizationId: id('Invalid organization'),
  entityType: z.preprocess((v) => normalizeEntityType(v) ?? v, z.enum(ENTITY_TYPES, { error: 'Please choose a valid entity type' })),
  formationDate: isoDate('Formation date must be a valid date (YYYY-MM-DD)'),
  dueYears: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type SoiGenerate = z.output<typeof SoiGenerate>;

export const SoiRemove = z.object({ organizationId: id('Invalid organization') });
export type SoiRemove = z.output<typeof SoiRemove>;
