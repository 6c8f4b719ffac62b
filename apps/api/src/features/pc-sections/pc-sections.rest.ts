import {
  CoverageAllQuery,
  DeletePcSectionsByIdAnswer,
  GetOrganizationsByIdPcSectionsAnswer,
  GetPcSectionsAllAnswer,
  OrganizationIdInput,
  PatchPcSectionsByIdAnswer,
  PcSectionCreate,
  PcSectionUpdate,
  PostOrganizationsByIdPcSectionsAnswer,
  RecordIdInput,
} from '@app/domain';
import { childRecordRoutes } from '../../rest/child-record-routes';
import type { Rest } from '../../rest/route';
import * as service from './pc-sections.service';
import { anyOf } from '../../security/access';

// The calendars read these lists too (spec 3 "Calendars"; docs/decisions/4-security.md: canAccessCalendars).
const calendarList = anyOf(['organizations', 'read'], ['calendars', 'read']);

export function pcSectionsRest(rest: Rest): void {
  childRecordRoutes(rest, {
    parentUrl: '/api/organizations/:id/pc-sections',
    answers: {
      list: GetOrganizationsByIdPcSectionsAnswer,
      created: PostOrganizationsByIdPcSectionsAnswer,
      updated: PatchPcSectionsByIdAnswer,
      removed: DeletePcSectionsByIdAnswer,
    },
    parentParams: OrganizationIdInput,
    url: '/api/pc-sections',
    params: RecordIdInput,
    list: calendarList,
    edit: ['organizations', 'edit'],
    create: PcSectionCreate,
    update: PcSectionUpdate,
    service,
  });
  rest.route({
    method: 'GET',
    url: '/api/pc-sections/all',
    response: GetPcSectionsAllAnswer,
    permission: calendarList,
    query: CoverageAllQuery,
    handler: (ctx, { query }) => service.listAll(ctx, query),
  });
}
