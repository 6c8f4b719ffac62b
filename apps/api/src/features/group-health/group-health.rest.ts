import {
  CoverageAllQuery,
  DeleteGroupHealthPlansByIdAnswer,
  DeleteGroupHealthSectionsByIdAnswer,
  GetGroupHealthSectionsAllAnswer,
  GetGroupHealthSectionsByIdPlansAnswer,
  GetOrganizationsByIdGroupHealthSectionsAnswer,
  GroupHealthPlanCreate,
  GroupHealthPlanUpdate,
  GroupHealthSectionCreate,
  GroupHealthSectionUpdate,
  OrganizationIdInput,
  PatchGroupHealthPlansByIdAnswer,
  PatchGroupHealthSectionsByIdAnswer,
  PostGroupHealthSectionsByIdPlansAnswer,
  PostOrganizationsByIdGroupHealthSectionsAnswer,
  RecordIdInput,
} from '@app/domain';
import { childRecordRoutes } from '../../rest/child-record-routes';
import type { Rest } from '../../rest/route';
import * as service from './group-health.service';
import { anyOf } from '../../security/access';

const edit = ['organizations', 'edit'] as const;
// The calendars read these lists too (spec 3 "Calendars"; docs/decisions/4-security.md: canAccessCalendars).
const calendarList = anyOf(['organizations', 'read'], ['calendars', 'read']);

export function groupHealthRest(rest: Rest): void {
  childRecordRoutes(rest, {
    parentUrl: '/api/organizations/:id/group-health-sections',
    answers: {
      list: GetOrganizationsByIdGroupHealthSectionsAnswer,
      created: PostOrganizationsByIdGroupHealthSectionsAnswer,
      updated: PatchGroupHealthSectionsByIdAnswer,
      removed: DeleteGroupHealthSectionsByIdAnswer,
    },
    parentParams: OrganizationIdInput,
    url: '/api/group-health-sections',
    params: RecordIdInput,
    list: calendarList,
    edit,
    create: GroupHealthSectionCreate,
    update: GroupHealthSectionUpdate,
    service: {
      list: service.list,
      create: service.createSection,
      update: service.updateSection,
      remove: service.removeSection,
    },
  });
  rest.route({
    method: 'GET',
    url: '/api/group-health-sections/all',
    response: GetGroupHealthSectionsAllAnswer,
    permission: calendarList,
    query: CoverageAllQuery,
    handler: (ctx, { query }) => service.listAll(ctx, query),
  });
  childRecordRoutes(rest, {
    parentUrl: '/api/group-health-sections/:id/plans',
    answers: {
      list: GetGroupHealthSectionsByIdPlansAnswer,
      created: PostGroupHealthSectionsByIdPlansAnswer,
      updated: PatchGroupHealthPlansByIdAnswer,
      removed: DeleteGroupHealthPlansByIdAnswer,
    },
    parentParams: RecordIdInput,
    url: '/api/group-health-plans',
    params: RecordIdInput,
    list: calendarList,
    edit,
    create: GroupHealthPlanCreate,
    update: GroupHealthPlanUpdate,
    service: {
      list: service.listPlans,
      create: service.createPlan,
      update: service.updatePlan,
      remove: service.removePlan,
    },
  });
}
