import { SalesTaxFilingParams, SalesTaxFilingsQuery, SalesTaxFilingUpdate } from '@app/domain';
import { sendCsv } from '../../csv-export';
import { setTotalHeaders } from '../../list-page';
import type { Rest } from '../../rest/route';
import * as service from './sales-tax.service';

export function salesTaxRest(rest: Rest): void {
  // A bare array with x-total-count; ?format=csv downloads the same rows.
  rest.route({
    method: 'GET',
    url: '/api/sales-tax-filings',
    permission: ['calendars', 'read'],
    query: SalesTaxFilingsQuery,
    handler: async (ctx, { query }, { reply }) => {
      if (query.format === 'csv') return sendCsv(reply, service.csv(ctx, query));
      const page = await service.list(ctx, query);
      setTotalHeaders(reply, page);
      return page.items;
    },
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
