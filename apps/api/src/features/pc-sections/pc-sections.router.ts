import { CoverageAllQuery, OrganizationIdInput, PcSectionCreate, PcSectionUpdate } from '@app/domain';
import { childRecordProcedures } from '../../trpc/child-record-procedures';
import { procedure, router } from '../../trpc/init';
import * as service from './pc-sections.service';
import { anyOf } from '../../security/access';

// The calendars read these lists too (spec 3 "Calendars"; docs/decisions/4-security.md: canAccessCalendars).
const calendarList = () => procedure(anyOf(['organizations', 'read'], ['calendars', 'read']));
const edit = () => procedure('organizations', 'edit');

const sections = childRecordProcedures({
  parentParams: OrganizationIdInput,
  list: calendarList(),
  edit: edit(),
  create: PcSectionCreate,
  update: PcSectionUpdate,
  service,
});

export const pcSectionsRouter = router({
  ...sections,
  all: calendarList()
    .input(CoverageAllQuery)
    .query(({ ctx, input }) => service.listAll(ctx, input)),
});
