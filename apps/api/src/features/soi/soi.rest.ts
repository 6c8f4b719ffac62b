import {
  OrganizationIdInput,
  RecordIdInput,
  SoiEventsQuery,
  SoiEventUpdate,
  SoiGenerate,
  SoiRemove,
} from '@app/domain';
import { csvListRoute } from '../../rest/csv-list';
import type { Rest } from '../../rest/route';
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

/** A DELETE's fields: its JSON body, or the query string when it has none. */
export function bodyOrQuery(request: { body?: unknown; query?: unknown }): unknown {
  const body = request.body;
  return body && typeof body === 'object' && Object.keys(body).length > 0 ? body : (request.query ?? {});
}

export function soiCalendarRest(rest: Rest): void {
  // The calendar's list (and the SOI report's): a bare array with x-total-count; ?format=csv downloads it.
  csvListRoute(rest, {
    url: '/api/soi-events/all',
    permission: ['taxLists', 'read'],
    query: SoiEventsQuery,
    list: calendar.listEvents,
    csv: calendar.csv,
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
