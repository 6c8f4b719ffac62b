import { CoverageAllQuery, OrganizationIdInput, PcSectionCreate, PcSectionUpdate, RecordIdInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './pc-sections.service';
import { anyOf } from '../../security/access';

// The calendars read these lists too (spec 3 "Calendars"; DECISIONS 4: canAccessCalendars).
const calendarList = () => procedure(anyOf(['organizations', 'read'], ['calendars', 'read']));
const edit = () => procedure('organizations', 'edit');

export const pcSectionsRouter = router({
  list: calendarList()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.list(ctx, input.id)),
  all: calendarList()
    .input(CoverageAllQuery)
    .query(({ ctx, input }) => service.listAll(ctx, input)),
  create: edit()
    .input(OrganizationIdInput.extend({ data: PcSectionCreate }))
    .mutation(({ ctx, input }) => service.create(ctx, input.id, input.data)),
  update: edit()
    .input(RecordIdInput.extend({ data: PcSectionUpdate }))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data)),
  delete: edit()
    .input(RecordIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input.id)),
});
