import {
  DeletePayrollsByIdAnswer,
  GetOrganizationsByIdPayrollsAnswer,
  GetPayrollsAllAnswer,
  GetPayrollsScheduleAnswer,
  OrganizationIdInput,
  PayrollAllQuery,
  PayrollCreate,
  PayrollScheduleQuery,
  PayrollUpdate,
  PostOrganizationsByIdPayrollsAnswer,
  PutPayrollsByIdAnswer,
  RecordIdInput,
} from '@app/domain';
import { childRecordRoutes } from '../../rest/child-record-routes';
import type { Rest } from '../../rest/route';
import * as service from './payrolls.service';
import { anyOf } from '../../security/access';

const read = ['organizations', 'read'] as const;
// The calendars read these lists too (spec 3 "Calendars"; docs/decisions/4-security.md: canAccessCalendars).
const calendarList = anyOf(read, ['calendars', 'read']);

export function payrollsRest(rest: Rest): void {
  childRecordRoutes(rest, {
    parentUrl: '/api/organizations/:id/payrolls',
    answers: {
      list: GetOrganizationsByIdPayrollsAnswer,
      created: PostOrganizationsByIdPayrollsAnswer,
      updated: PutPayrollsByIdAnswer,
      removed: DeletePayrollsByIdAnswer,
    },
    parentParams: OrganizationIdInput,
    url: '/api/payrolls',
    params: RecordIdInput,
    list: calendarList,
    edit: ['organizations', 'edit'],
    create: PayrollCreate,
    update: PayrollUpdate,
    updateMethods: ['PUT', 'PATCH'],
    service,
  });
  // /api/payrolls/all and /schedule are static paths: the router never reads them as an :id.
  rest.route({
    method: 'GET',
    url: '/api/payrolls/all',
    response: { json: GetPayrollsAllAnswer, headers: ['x-total-count'] },
    permission: calendarList,
    query: PayrollAllQuery,
    handler: async (ctx, { query }, { reply }) => {
      const page = await service.listAll(ctx, query);
      reply.header('x-total-count', String(page.total));
      return page.items;
    },
  });
  rest.route({
    method: 'GET',
    url: '/api/payrolls/schedule',
    response: GetPayrollsScheduleAnswer,
    permission: read,
    query: PayrollScheduleQuery,
    handler: (ctx, { query }) => service.schedule(ctx, query),
  });
}
