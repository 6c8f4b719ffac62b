import {
  EstimatedTaxGenerate,
  EstimatedTaxListQuery,
  EstimatedTaxRemove,
  EstimatedTaxStatusUpdate,
  RecordIdInput,
} from '@app/domain';
import { csvListRoute } from '../../rest/csv-list';
import type { Rest } from '../../rest/route';
import * as service from './estimated-tax.service';
import { anyOf } from '../../security/access';

export function estimatedTaxRest(rest: Rest): void {
  // Client or organization: the service checks the edit permission of the entity's area.
  rest.route({
    method: 'POST',
    url: '/api/estimated-tax-payments/generate',
    permission: anyOf(['clients', 'edit'], ['organizations', 'edit']),
    body: EstimatedTaxGenerate,
    handler: (ctx, { body }) => service.generate(ctx, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/estimated-tax-payments/remove',
    permission: anyOf(['clients', 'edit'], ['organizations', 'edit']),
    body: EstimatedTaxRemove,
    handler: (ctx, { body }) => service.remove(ctx, body),
  });
  // The screen's list (canAccessCalendars) and the report's list (canAccessCalendars or canAccessReports):
  // bare arrays with x-total-count; ?format=csv downloads the same rows.
  for (const [url, permission] of [
    ['/api/estimated-tax-payments', ['calendars', 'read']],
    ['/api/estimated-taxes/all', ['taxLists', 'read']],
  ] as const) {
    csvListRoute(rest, { url, permission, query: EstimatedTaxListQuery, list: service.list, csv: service.csv });
  }
  rest.route({
    method: 'PUT',
    url: '/api/estimated-tax-payments/:id',
    permission: ['calendars', 'edit'],
    params: RecordIdInput,
    body: EstimatedTaxStatusUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, { id: params.id, status: body.status }),
  });
}
