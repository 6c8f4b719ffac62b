import {
  Form1099ListQuery,
  Form1099Params,
  Form1099StatusUpdate,
  GetForm1099Answer,
  PutForm1099ByEntityTypeByEntityIdByTaxYearAnswer,
} from '@app/domain';
import { deadlineListRoutes } from '../../rest/deadline-routes';
import type { Rest } from '../../rest/route';
import * as service from './form-1099.service';

export function form1099Rest(rest: Rest): void {
  deadlineListRoutes(rest, {
    url: '/api/form-1099',
    answer: GetForm1099Answer,
    // Read by the 1099 screen and the reports (the tax lists behind reports); status writes need calendars.
    permission: ['taxLists', 'read'],
    query: Form1099ListQuery,
    list: service.list,
    csv: service.csv,
    status: {
      url: '/api/form-1099/:entityType/:entityId/:taxYear',
      answer: PutForm1099ByEntityTypeByEntityIdByTaxYearAnswer,
      params: Form1099Params,
      body: Form1099StatusUpdate,
      save: service.update,
    },
  });
}
