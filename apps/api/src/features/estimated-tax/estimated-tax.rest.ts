import { EstimatedTaxGenerate, EstimatedTaxRemove } from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './estimated-tax.service';

// Client or organization: the service checks the edit permission of the entity's area.
export function estimatedTaxRest(rest: Rest): void {
  rest.route({
    method: 'POST',
    url: '/api/estimated-tax-payments/generate',
    permission: 'signedIn',
    body: EstimatedTaxGenerate,
    handler: (ctx, { body }) => service.generate(ctx, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/estimated-tax-payments/remove',
    permission: 'signedIn',
    body: EstimatedTaxRemove,
    handler: (ctx, { body }) => service.remove(ctx, body),
  });
}
