import { SalesTaxFilingParams, SalesTaxFilingsQuery, SalesTaxFilingUpdate } from '@app/domain';
import { csvListRoute } from '../../rest/csv-list';
import type { Rest } from '../../rest/route';
import * as service from './sales-tax.service';

export function salesTaxRest(rest: Rest): void {
  // A bare array with x-total-count; ?format=csv downloads the same rows.
  csvListRoute(rest, {
    url: '/api/sales-tax-filings',
    permission: ['calendars', 'read'],
    query: SalesTaxFilingsQuery,
    list: service.list,
    csv: service.csv,
  });
  rest.route({
    method: 'PUT',
    url: '/api/sales-tax-filings/:organizationId/:dueDate',
    permission: ['calendars', 'edit'],
    params: SalesTaxFilingParams,
    body: SalesTaxFilingUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, { ...params, status: body.status }),
  });
}
