import { z } from 'zod';
import { id, optionalId } from './common';
import { allOr, deadlinePaging, sectionParam, exportFormat, quarterParam, taxYearParam } from './deadline-list.schema';

export const ESTIMATED_TAX_STATUSES = ['pending', 'completed'] as const;
export type EstimatedTaxStatus = (typeof ESTIMATED_TAX_STATUSES)[number];
export const TAX_ENTITY_KINDS = ['client', 'organization'] as const;
export type TaxEntityKind = (typeof TAX_ENTITY_KINDS)[number];

const status = z.enum(ESTIMATED_TAX_STATUSES, { error: 'Status must be pending or completed' });
const entityType = z.enum(TAX_ENTITY_KINDS, { error: 'Entity type must be client or organization' });

export const EstimatedTaxStatusUpdate = z.object({ status });
export type EstimatedTaxStatusUpdate = z.output<typeof EstimatedTaxStatusUpdate>;

export const EstimatedTaxGenerate = z.object({ entityType, entityId: id('Invalid entity'), userId: optionalId() });
export type EstimatedTaxGenerate = z.output<typeof EstimatedTaxGenerate>;

export const EstimatedTaxRemove = z.object({ entityType, entityId: id('Invalid entity') });
export type EstimatedTaxRemove = z.output<typeof EstimatedTaxRemove>;

const allOrValue = <T extends z.ZodType>(schema: T) => z.union([z.literal('all'), schema]);

/** The screen's filters: a quarter and a tax year, each possibly 'all'. */
export const EstimatedTaxFilterInput = z.object({
  quarter: allOrValue(z.coerce.number().int().min(1).max(4)).default('all'),
  year: allOrValue(z.coerce.number().int().min(2000).max(2100)).default('all'),
});
export type EstimatedTaxFilterInput = z.output<typeof EstimatedTaxFilterInput>;

/** GET /api/estimated-tax-payments (and /api/estimated-taxes/all): filters, section, paging, CSV. */
export const EstimatedTaxListQuery = z.object({
  quarter: allOr(quarterParam),
  year: allOr(taxYearParam),
  status: z.enum(ESTIMATED_TAX_STATUSES, { error: 'status must be pending or completed' }).optional(),
  section: sectionParam,
  ...deadlinePaging,
  format: exportFormat,
});
export type EstimatedTaxListQuery = z.output<typeof EstimatedTaxListQuery>;

export const EstimatedTaxPaymentUpdate = EstimatedTaxStatusUpdate.extend({ id: id('Invalid payment') });
export type EstimatedTaxPaymentUpdate = z.output<typeof EstimatedTaxPaymentUpdate>;
