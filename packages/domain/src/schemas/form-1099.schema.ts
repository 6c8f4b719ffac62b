import { z } from 'zod';
import { id } from './common';
import { TAX_ENTITY_KINDS } from './estimated-tax.schema';
import { allOr, deadlinePaging, sectionParam, exportFormat, taxYearParam } from './deadline-list.schema';

export const FORM_1099_STATUSES = ['pending', 'completed'] as const;

/** PUT /api/form-1099/{client|organization}/{entityId}/{taxYear} */
export const Form1099Params = z.object({
  entityType: z.enum(TAX_ENTITY_KINDS, { error: 'Entity type must be client or organization' }),
  entityId: id('Invalid entity'),
  taxYear: z.coerce.number().int().min(2000, 'Invalid tax year').max(2100, 'Invalid tax year'),
});
export type Form1099Params = z.output<typeof Form1099Params>;

export const Form1099StatusUpdate = z.object({
  status: z.enum(FORM_1099_STATUSES, { error: 'Status must be pending or completed' }),
});
export type Form1099StatusUpdate = z.output<typeof Form1099StatusUpdate>;

export const Form1099Query = z.object({ year: allOr(taxYearParam) });
export type Form1099Query = z.output<typeof Form1099Query>;

/** GET /api/form-1099: `year` is the tax year (none: every listed year), section, paging, CSV. */
export const Form1099ListQuery = Form1099Query.extend({
  section: sectionParam,
  ...deadlinePaging,
  format: exportFormat,
});
export type Form1099ListQuery = z.output<typeof Form1099ListQuery>;

export const Form1099Update = Form1099Params.extend(Form1099StatusUpdate.shape);
export type Form1099Update = z.output<typeof Form1099Update>;
