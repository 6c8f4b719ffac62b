import {
  DeleteEstimatedTaxPaymentsRemoveAnswer,
  EstimatedTaxGenerate,
  EstimatedTaxListQuery,
  EstimatedTaxRemove,
  EstimatedTaxStatusUpdate,
  GetEstimatedTaxPaymentsAnswer,
  GetEstimatedTaxesAllAnswer,
  PostEstimatedTaxPaymentsGenerateAnswer,
  PutEstimatedTaxPaymentsByIdAnswer,
  RecordIdInput,
} from '@app/domain';
import { csvListRoute, deadlineListRoutes } from '../../rest/deadline-routes';
import type { Rest } from '../../rest/route';
import * as service from './estimated-tax.service';
import { anyOf } from '../../security/access';

export function estimatedTaxRest(rest: Rest): void {
  // Client or organization: the service checks the edit permission of the entity's area.
  rest.route({
    method: 'POST',
    url: '/api/estimated-tax-payments/generate',
    response: PostEstimatedTaxPaymentsGenerateAnswer,
    permission: anyOf(['clients', 'edit'], ['organizations', 'edit']),
    body: EstimatedTaxGenerate,
    handler: (ctx, { body }) => service.generate(ctx, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/estimated-tax-payments/remove',
    response: DeleteEstimatedTaxPaymentsRemoveAnswer,
    permission: anyOf(['clients', 'edit'], ['organizations', 'edit']),
    body: EstimatedTaxRemove,
    handler: (ctx, { body }) => service.remove(ctx, body),
  });
  // The screen's list (canAccessCalendars) with its status changes, and the report's list (canAccessCalendars
  // or canAccessReports).
  const list = { query: EstimatedTaxListQuery, list: service.list, csv: service.csv };
  deadlineListRoutes(rest, {
    ...list,
    url: '/api/estimated-tax-payments',
    answer: GetEstimatedTaxPaymentsAnswer,
    permission: ['calendars', 'read'],
    status: {
      url: '/api/estimated-tax-payments/:id',
      answer: PutEstimatedTaxPaymentsByIdAnswer,
      params: RecordIdInput,
      body: EstimatedTaxStatusUpdate,
      save: service.update,
    },
  });
  csvListRoute(rest, {
    ...list,
    answer: GetEstimatedTaxesAllAnswer,
    url: '/api/estimated-taxes/all',
    permission: ['taxLists', 'read'],
  });
}
