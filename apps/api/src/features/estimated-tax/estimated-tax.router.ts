import {
  EstimatedTaxGenerate,
  EstimatedTaxListQuery,
  EstimatedTaxPaymentUpdate,
  EstimatedTaxRemove,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './estimated-tax.service';
import { anyOf } from '../../security/access';

export const estimatedTaxRouter = router({
  // Client or organization: the service checks the edit permission of the entity's area.
  generate: procedure(anyOf(['clients', 'edit'], ['organizations', 'edit']))
    .input(EstimatedTaxGenerate)
    .mutation(({ ctx, input }) => service.generate(ctx, input)),
  remove: procedure(anyOf(['clients', 'edit'], ['organizations', 'edit']))
    .input(EstimatedTaxRemove)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
  list: procedure('calendars', 'read')
    .input(EstimatedTaxListQuery)
    .query(({ ctx, input }) => service.list(ctx, input)),
  counts: procedure('calendars', 'read')
    .input(EstimatedTaxListQuery)
    .query(({ ctx, input }) => service.counts(ctx, input)),
  // The years of the data: the screen's and the Estimated Taxes report's year filter (docs/decisions/4-security.md, 'taxLists').
  overview: procedure('taxLists', 'read').query(({ ctx }) => service.overview(ctx)),
  update: procedure('calendars', 'edit')
    .input(EstimatedTaxPaymentUpdate)
    .mutation(({ ctx, input }) => service.update(ctx, input)),
});
