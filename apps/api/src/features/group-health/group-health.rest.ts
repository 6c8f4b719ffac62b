import {
  CoverageAllQuery,
  GroupHealthPlanCreate,
  GroupHealthPlanUpdate,
  GroupHealthSectionCreate,
  GroupHealthSectionUpdate,
  OrganizationIdInput,
  RecordIdInput,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './group-health.service';
import { anyOf } from '../../security/access';

const read = ['organizations', 'read'] as const;
const edit = ['organizations', 'edit'] as const;
// The calendars read these lists too (spec 3 "Calendars"; DECISIONS 4: canAccessCalendars).
const calendarList = anyOf(read, ['calendars', 'read']);
const params = RecordIdInput;

export function groupHealthRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/group-health-sections',
    permission: calendarList,
    params: OrganizationIdInput,
    handler: (ctx, { params }) => service.list(ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: '/api/organizations/:id/group-health-sections',
    permission: edit,
    params: OrganizationIdInput,
    body: GroupHealthSectionCreate,
    status: 201,
    handler: (ctx, { params, body }) => service.createSection(ctx, params.id, body),
  });
  rest.route({
    method: 'GET',
    url: '/api/group-health-sections/all',
    permission: calendarList,
    query: CoverageAllQuery,
    handler: (ctx, { query }) => service.listAll(ctx, query),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/group-health-sections/:id',
    permission: edit,
    params,
    body: GroupHealthSectionUpdate,
    handler: (ctx, { params, body }) => service.updateSection(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/group-health-sections/:id',
    permission: edit,
    params,
    handler: (ctx, { params }) => service.removeSection(ctx, params.id),
  });
  rest.route({
    method: 'GET',
    url: '/api/group-health-sections/:id/plans',
    permission: calendarList,
    params,
    handler: (ctx, { params }) => service.listPlans(ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: '/api/group-health-sections/:id/plans',
    permission: edit,
    params,
    body: GroupHealthPlanCreate,
    status: 201,
    handler: (ctx, { params, body }) => service.createPlan(ctx, params.id, body),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/group-health-plans/:id',
    permission: edit,
    params,
    body: GroupHealthPlanUpdate,
    handler: (ctx, { params, body }) => service.updatePlan(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/group-health-plans/:id',
    permission: edit,
    params,
    handler: (ctx, { params }) => service.removePlan(ctx, params.id),
  });
}
