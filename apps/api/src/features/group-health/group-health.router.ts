import {
  CoverageAllQuery,
  GroupHealthPlanCreate,
  GroupHealthPlanUpdate,
  GroupHealthSectionCreate,
  GroupHealthSectionUpdate,
  OrganizationIdInput,
  RecordIdInput,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './group-health.service';
import { anyOf } from '../../security/access';

// The calendars read these lists too (spec 3 "Calendars"; DECISIONS 4: canAccessCalendars).
const calendarList = () => procedure(anyOf(['organizations', 'read'], ['calendars', 'read']));
const edit = () => procedure('organizations', 'edit');

export const groupHealthRouter = router({
  list: calendarList()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.list(ctx, input.id)),
  all: calendarList()
    .input(CoverageAllQuery)
    .query(({ ctx, input }) => service.listAll(ctx, input)),
  createSection: edit()
    .input(OrganizationIdInput.extend({ data: GroupHealthSectionCreate }))
    .mutation(({ ctx, input }) => service.createSection(ctx, input.id, input.data)),
  updateSection: edit()
    .input(RecordIdInput.extend({ data: GroupHealthSectionUpdate }))
    .mutation(({ ctx, input }) => service.updateSection(ctx, input.id, input.data)),
  deleteSection: edit()
    .input(RecordIdInput)
    .mutation(({ ctx, input }) => service.removeSection(ctx, input.id)),
  plans: calendarList()
    .input(RecordIdInput)
    .query(({ ctx, input }) => service.listPlans(ctx, input.id)),
  createPlan: edit()
    .input(RecordIdInput.extend({ data: GroupHealthPlanCreate }))
    .mutation(({ ctx, input }) => service.createPlan(ctx, input.id, input.data)),
  updatePlan: edit()
    .input(RecordIdInput.extend({ data: GroupHealthPlanUpdate }))
    .mutation(({ ctx, input }) => service.updatePlan(ctx, input.id, input.data)),
  deletePlan: edit()
    .input(RecordIdInput)
    .mutation(({ ctx, input }) => service.removePlan(ctx, input.id)),
});
