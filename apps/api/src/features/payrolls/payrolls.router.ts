import {
  OrganizationIdInput,
  PayrollAllQuery,
  PayrollCreate,
  PayrollScheduleQuery,
  PayrollUpdate,
  RecordIdInput,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './payrolls.service';
import { anyOf } from '../../security/access';

const read = () => procedure('organizations', 'read');
// The calendars read these lists too (spec 3 "Calendars"; DECISIONS 4: canAccessCalendars).
const calendarList = () => procedure(anyOf(['organizations', 'read'], ['calendars', 'read']));
const edit = () => procedure('organizations', 'edit');

export const payrollsRouter = router({
  list: calendarList()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.list(ctx, input.id)),
  all: calendarList()
    .input(PayrollAllQuery)
    .query(({ ctx, input }) => service.listAll(ctx, input)),
  schedule: read()
    .input(PayrollScheduleQuery)
    .query(({ ctx, input }) => service.schedule(ctx, input)),
  create: edit()
    .input(OrganizationIdInput.extend({ data: PayrollCreate }))
    .mutation(({ ctx, input }) => service.create(ctx, input.id, input.data)),
  update: edit()
    .input(RecordIdInput.extend({ data: PayrollUpdate }))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data)),
  delete: edit()
    .input(RecordIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input.id)),
});
