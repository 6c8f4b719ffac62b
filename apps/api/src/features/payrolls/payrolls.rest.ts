import {
  OrganizationIdInput,
  PayrollAllQuery,
  PayrollCreate,
  PayrollScheduleQuery,
  PayrollUpdate,
  RecordIdInput,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './payrolls.service';
import { anyOf } from '../../security/access';

const read = ['organizations', 'read'] as const;
const edit = ['organizations', 'edit'] as const;
// The calendars read these lists too (spec 3 "Calendars"; DECISIONS 4: canAccessCalendars).
const calendarList = anyOf(read, ['calendars', 'read']);

export function payrollsRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/payrolls',
    permission: calendarList,
    params: OrganizationIdInput,
    handler: (ctx, { params }) => service.list(ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: '/api/organizations/:id/payrolls',
    permission: edit,
    params: OrganizationIdInput,
    body: PayrollCreate,
    status: 201,
    handler: (ctx, { params, body }) => service.create(ctx, params.id, body),
  });
  // Registered before /api/payrolls/:id so that "all" is never read as an id.
  rest.route({
    method: 'GET',
    url: '/api/payrolls/all',
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
    permission: read,
    query: PayrollScheduleQuery,
    handler: (ctx, { query }) => service.schedule(ctx, query),
  });
  for (const method of ['PUT', 'PATCH'] as const) {
    rest.route({
      method,
      url: '/api/payrolls/:id',
      permission: edit,
      params: RecordIdInput,
      body: PayrollUpdate,
      handler: (ctx, { params, body }) => service.update(ctx, params.id, body),
    });
  }
  rest.route({
    method: 'DELETE',
    url: '/api/payrolls/:id',
    permission: edit,
    params: RecordIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params.id),
  });
}
