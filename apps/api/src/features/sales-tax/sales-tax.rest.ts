import {
  GetSalesTaxFilingsAnswer,
  PutSalesTaxFilingsByOrganizationIdByDueDateAnswer,
  SalesTaxFilingParams,
  SalesTaxFilingUpdate,
  SalesTaxFilingsQuery,
} from '@app/domain';
import { deadlineListRoutes } from '../../rest/deadline-routes';
import type { Rest } from '../../rest/route';
import * as service from './sales-tax.service';

export function salesTaxRest(rest: Rest): void {
  deadlineListRoutes(rest, {
    url: '/api/sales-tax-filings',
    answer: GetSalesTaxFilingsAnswer,
    permission: ['calendars', 'read'],
    query: SalesTaxFilingsQuery,
    list: service.list,
    csv: service.csv,
    status: {
      url: '/api/sales-tax-filings/:organizationId/:dueDate',
      answer: PutSalesTaxFilingsByOrganizationIdByDueDateAnswer,
      params: SalesTaxFilingParams,
      body: SalesTaxFilingUpdate,
      save: service.update,
    },
  });
}
