import { CoverageAllQuery, OrganizationIdInput, PcSectionCreate, PcSectionUpdate, RecordIdInput } from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './pc-sections.service';
import { anyOf } from '../../security/access';

const read = ['organizations', 'read'] as const;
const edit = ['organizations', 'edit'] as const;
// The calendars read these lists too (spec 3 "Calendars"; DECISIONS 4: canAccessCalendars).
const calendarList = anyOf(read, ['calendars', 'read']);

export function pcSectionsRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/pc-sections',
    permission: calendarList,
    params: OrganizationIdInput,
    handler: (ctx, { params }) => service.list(ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: '/api/organizations/:id/pc-sections',
    permission: edit,
    params: OrganizationIdInput,
    body: PcSectionCreate,
    status: 201,
    handler: (ctx, { params, body }) => service.create(ctx, params.id, body),
  });
  rest.route({
    method: 'GET',
    url: '/api/pc-sections/all',
    permission: calendarList,
    query: CoverageAllQuery,
    handler: (ctx, { query }) => service.listAll(ctx, query),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/pc-sections/:id',
    permission: edit,
    params: RecordIdInput,
    body: PcSectionUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/pc-sections/:id',
    permission: edit,
    params: RecordIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params.id),
  });
}
