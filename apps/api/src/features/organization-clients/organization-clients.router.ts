import {
  OrganizationClientCandidatesQuery,
  OrganizationClientLink,
  OrganizationClientUpdate,
  OrganizationIdInput,
  OrganizationClientPath,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './organization-clients.service';
import { allOf } from '../../security/access';

const read = () => procedure(allOf(['organizations', 'read'], ['clients', 'read']));
const edit = () => procedure(allOf(['organizations', 'edit'], ['clients', 'read']));
const pair = OrganizationClientPath;

export const organizationClientsRouter = router({
  list: read()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.list(ctx, input.id)),
  candidates: read()
    .input(OrganizationIdInput.extend(OrganizationClientCandidatesQuery.shape))
    .query(({ ctx, input }) => service.candidates(ctx, input.id, input)),
  link: edit()
    .input(OrganizationIdInput.extend({ data: OrganizationClientLink }))
    .mutation(({ ctx, input }) => service.link(ctx, input.id, input.data)),
  update: edit()
    .input(pair.extend({ data: OrganizationClientUpdate }))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.clientId, input.data)),
  unlink: edit()
    .input(pair)
    .mutation(({ ctx, input }) => service.unlink(ctx, input.id, input.clientId)),
});
