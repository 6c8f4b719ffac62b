import { OrganizationIdInput, PayrollAllQuery, PayrollCreate, PayrollScheduleQuery, PayrollUpdate } from '@app/domain';
import { childRecordProcedures } from '../../trpc/child-record-procedures';
import { procedure, router } from '../../trpc/init';
import * as service from './payrolls.service';
import { anyOf } from '../../security/access';

const read = () => procedure('organizations', 'read');
// The calendars read these lists too (spec 3 "Calendars"; docs/decisions/4-security.md: canAccessCalendars).
const calendarList = () => procedure(anyOf(['organizations', 'read'], ['calendars', 'read']));
const edit = () => procedure('organizations', 'edit');

export const payrollsRouter = router({
  ...childRecordProcedures({
    parentParams: OrganizationIdInput,
    list: calendarList(),
    edit: edit(),
    create: PayrollCreate,
    update: PayrollUpdate,
    service,
  }),
  all: calendarList()
    .input(PayrollAllQuery)
    .query(({ ctx, input }) => service.listAll(ctx, input)),
  schedule: read()
    .input(PayrollScheduleQuery)
    .query(({ ctx, input }) => service.schedule(ctx, input)),
});
