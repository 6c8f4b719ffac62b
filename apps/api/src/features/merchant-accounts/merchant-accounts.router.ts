import { MerchantAccountCreate, MerchantAccountUpdate, OrganizationIdInput, RecordIdInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './merchant-accounts.service';

const read = () => procedure('organizations', 'read');
const edit = () => procedure('organizations', 'edit');

export const merchantAccountsRouter = router({
  list: read()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.list(ctx, input.id)),
  create: edit()
    .input(OrganizationIdInput.extend({ data: MerchantAccountCreate }))
    .mutation(({ ctx, input }) => service.create(ctx, input.id, input.data)),
  update: edit()
    .input(RecordIdInput.extend({ data: MerchantAccountUpdate }))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data)),
  reveal: read()
    .input(RecordIdInput)
    .mutation(({ ctx, input }) => service.reveal(ctx, input.id)),
});
