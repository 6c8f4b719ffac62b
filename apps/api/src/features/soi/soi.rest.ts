import {
  OrganizationIdInput,
  RecordIdInput,
  SoiEventsQuery,
  SoiEventUpdate,
  SoiGenerate,
  SoiRemove,
} from '@app/domain';
import { sendCsv } from '../../csv-export';
import { setTotalHeaders } from '../../list-page';
import { bodyOrQuery, type Rest } from '../../rest/route';
import * as calendar from './soi-calendar.service';
import * as service from './soi.service';

const edit = ['organizations', 'edit'] as const;

export function soiRest(rest: Rest): void {
  rest.route({
    method: 'POST',
    url: '/api/soi-calendar/generate',
    permission: edit,
    body: SoiGenerate,
    handler: (ctx, { body }) => service.generate(ctx, body),
  });
  // DELETE with a JSON body as the spec sends it; ?organizationId= works too.
  rest.route({
    method: 'DELETE',
    url: '/api/soi-calendar/remove',
    permission: edit,
    handler: (ctx, _input, { request }) => service.remove(ctx, SoiRemove.parse(bodyOrQuery(request))),
  });
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/soi-events',
    permission: ['organizations', 'read'],
    params: OrganizationIdInput,
    handler: (ctx, { params }) => service.listForOrganization(ctx, params.id),
  });
  soiCalendarRest(rest);
}

export function soiCalendarRest(rest: Rest): void {
  // The calendar's list (and the SOI report's): a bare array with x-total-count; ?format=csv downloads it.
  rest.route({
    method: 'GET',
    url: '/api/soi-events/all',
    permission: ['taxLists', 'read'],
    query: SoiEventsQuery,
    handler: async (ctx, { query }, { reply }) => {
      if (query.format === 'csv') return sendCsv(reply, calendar.csv(ctx, query));
      const page = await calendar.listEvents(ctx, query);
      setTotalHeaders(reply, { total: page.total, totalCapped: false });
      return page.items;
    },
  });
  rest.route({
    method: 'PUT',
    url: '/api/soi-events/:id',
    permission: ['calendars', 'edit'],
    params: RecordIdInput,
    body: SoiEventUpdate,
    handler: (ctx, { params, body }) => calendar.setCompleted(ctx, { id: params.id, completed: body.completed }),
  });
}
