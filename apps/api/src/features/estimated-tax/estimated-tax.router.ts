import { EstimatedTaxGenerate, EstimatedTaxListQuery, EstimatedTaxPaymentUpdate, EstimatedTaxRemove } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './estimated-tax.service';

export const estimatedTaxRouter = router({
  // Client or organization: the service checks the edit permission of the entity's area.
  generate: procedure('signedIn')
    .input(EstimatedTaxGenerate)
    .mutation(({ ctx, input }) => service.generate(ctx, input)),
  remove: procedure('signedIn')
    .input(EstimatedTaxRemove)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
  list: procedure('calendars', 'read')
    .input(EstimatedTaxListQuery)
    .query(({ ctx, input }) => service.list(ctx, input)),
  counts: procedure('calendars', 'read')
    .input(EstimatedTaxListQuery)
    .query(({ ctx, input }) => service.counts(ctx, input)),
  overview: procedure('calendars', 'read').query(({ ctx }) => service.overview(ctx)),
  update: procedure('calendars', 'edit')
    .input(EstimatedTaxPaymentUpdate)
    .mutation(({ ctx, input }) => service.update(ctx, input)),
});
