import { z } from 'zod';
import { ENTITY_TYPES, normalizeEntityType } from '../entity-type';
import { id, isoDate } from './common';
import { deadlinePaging, exportFormat, optionalIsoDate, queryBoolean } from './deadline-list.schema';

export const SoiEventUpdate = z.object({ completed: z.boolean({ error: 'completed must be true or false' }) });
export type SoiEventUpdate = z.output<typeof SoiEventUpdate>;

export const SoiGenerate = z.object({
  organizationId: id('Invalid organization'),
  entityType: z.preprocess(
    (v) => normalizeEntityType(v) ?? v,
    z.enum(ENTITY_TYPES, { error: 'Please choose a valid entity type' }),
  ),
  formationDate: isoDate('Formation date must be a valid date (YYYY-MM-DD)'),
  dueYears: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type SoiGenerate = z.output<typeof SoiGenerate>;

export const SoiRemove = z.object({ organizationId: id('Invalid organization') });
export type SoiRemove = z.output<typeof SoiRemove>;

/** GET /api/soi-events/all: a date window of the events (the calendar's month), kind, completion, section, paging, CSV. */
export const SoiEventsQuery = z.object({
  from: optionalIsoDate('from must be a date (YYYY-MM-DD)'),
  to: optionalIsoDate('to must be a date (YYYY-MM-DD)'),
  kind: z.enum(['reminder', 'due'], { error: 'kind must be reminder or due' }).optional(),
  completed: queryBoolean('completed must be true or false'),
  organizationId: id('Invalid organization').optional(),
  ...deadlinePaging,
  format: exportFormat,
});
export type SoiEventsQuery = z.output<typeof SoiEventsQuery>;

export const SoiEventCompletion = SoiEventUpdate.extend({ id: id('Invalid SOI event') });
export type SoiEventCompletion = z.output<typeof SoiEventCompletion>;
