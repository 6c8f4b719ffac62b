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

const read = () => procedure('organizations', 'read');
const edit = () => procedure('organizations', 'edit');

export const groupHealthRouter = router({
  list: read()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.list(ctx, input.id)),
  all: procedure(anyOf(['organizations', 'read'], ['calendars', 'read']))
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
  plans: read()
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
