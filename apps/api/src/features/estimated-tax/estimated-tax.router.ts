import { EstimatedTaxGenerate, EstimatedTaxRemove } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './estimated-tax.service';

// Client or organization: the service checks the edit permission of the entity's area.
export const estimatedTaxRouter = router({
  generate: procedure('signedIn')
    .input(EstimatedTaxGenerate)
    .mutation(({ ctx, input }) => service.generate(ctx, input)),
  remove: procedure('signedIn')
    .input(EstimatedTaxRemove)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
});
