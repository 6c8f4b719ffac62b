import {
  CoverageAllQuery,
  GroupHealthPlanCreate,
  GroupHealthPlanUpdate,
  GroupHealthSectionCreate,
  GroupHealthSectionUpdate,
  OrganizationIdInput,
  RecordIdInput,
} from '@app/domain';
import { childRecordProcedures } from '../../trpc/child-record-procedures';
import { procedure, router } from '../../trpc/init';
import * as service from './group-health.service';
import { anyOf } from '../../security/access';

// The calendars read these lists too (spec 3 "Calendars"; docs/decisions/4-security.md: canAccessCalendars).
const calendarList = () => procedure(anyOf(['organizations', 'read'], ['calendars', 'read']));
const edit = () => procedure('organizations', 'edit');

const sections = childRecordProcedures({
  parentParams: OrganizationIdInput,
  list: calendarList(),
  edit: edit(),
  create: GroupHealthSectionCreate,
  update: GroupHealthSectionUpdate,
  service: {
    list: service.list,
    create: service.createSection,
    update: service.updateSection,
    remove: service.removeSection,
  },
});
const plans = childRecordProcedures({
  parentParams: RecordIdInput,
  list: calendarList(),
  edit: edit(),
  create: GroupHealthPlanCreate,
  update: GroupHealthPlanUpdate,
  service: {
    list: service.listPlans,
    create: service.createPlan,
    update: service.updatePlan,
    remove: service.removePlan,
  },
});

export const groupHealthRouter = router({
  list: sections.list,
  all: calendarList()
    .input(CoverageAllQuery)
    .query(({ ctx, input }) => service.listAll(ctx, input)),
  createSection: sections.create,
  updateSection: sections.update,
  deleteSection: sections.delete,
  plans: plans.list,
  createPlan: plans.create,
  updatePlan: plans.update,
  deletePlan: plans.delete,
});
