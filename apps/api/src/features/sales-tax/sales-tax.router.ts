import { SalesTaxFilingsQuery, SalesTaxFilingUpdateInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './sales-tax.service';

export const salesTaxRouter = router({
  list: procedure('calendars', 'read')
    .input(SalesTaxFilingsQuery)
    .query(({ ctx, input }) => service.list(ctx, input)),
  counts: procedure('calendars', 'read')
    .input(SalesTaxFilingsQuery)
    .query(({ ctx, input }) => service.counts(ctx, input)),
  overview: procedure('calendars', 'read').query(({ ctx }) => service.overview(ctx)),
  update: procedure('calendars', 'edit')
    .input(SalesTaxFilingUpdateInput)
    .mutation(({ ctx, input }) => service.update(ctx, input)),
});
