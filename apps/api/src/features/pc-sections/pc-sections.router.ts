import { CoverageAllQuery, OrganizationIdInput, PcSectionCreate, PcSectionUpdate, RecordIdInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './pc-sections.service';
import { anyOf } from '../../security/access';

const read = () => procedure('organizations', 'read');
const edit = () => procedure('organizations', 'edit');

export const pcSectionsRouter = router({
  list: read()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.list(ctx, input.id)),
  all: procedure(anyOf(['organizations', 'read'], ['calendars', 'read']))
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
