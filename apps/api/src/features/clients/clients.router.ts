import {
  ClientCreate,
  ClientDuplicateCheck,
  ClientIdInput,
  ClientListInput,
  ClientOrganizationParams,
  ClientRevealInput,
  ClientSpouseParams,
  ClientUpdateWithId,
  DeletedListQuery,
  SpouseCandidatesInput,
  SpouseLinkInput,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import { profileRecordsRouter } from '../profile-records/profile-records.router';
import * as service from './clients.service';
import * as spouses from './spouses.service';
import { allOf } from '../../security/access';

const read = () => procedure('clients', 'read');
const edit = () => procedure('clients', 'edit');

export const clientsRouter = router({
  /** `{ items, total, totalCapped, counted, nextCursor }` for the web's server-side paging: counted unless `count: false`. */
  list: read()
    .input(ClientListInput)
    .query(({ ctx, input }) => service.list(ctx, { ...input, count: input.count ?? true })),
  get: read()
    .input(ClientIdInput)
    .query(({ ctx, input }) => service.get(ctx, input)),
  checkDuplicates: read()
    .input(ClientDuplicateCheck)
    .query(({ ctx, input }) => service.checkDuplicates(ctx, input)),
  create: edit()
    .input(ClientCreate)
    .mutation(({ ctx, input }) => service.create(ctx, input)),
  update: edit()
    .input(ClientUpdateWithId)
    .mutation(({ ctx, input }) => service.update(ctx, input)),
  delete: procedure('clients', 'delete')
    .input(ClientIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
  listDeleted: procedure('clients', 'admin')
    .input(DeletedListQuery)
    .query(({ ctx, input }) => service.listDeleted(ctx, input)),
  purge: procedure('clients', 'admin')
    .input(ClientIdInput)
    .mutation(({ ctx, input }) => service.purge(ctx, input)),
  reveal: read()
    .input(ClientRevealInput)
    .mutation(({ ctx, input }) => service.reveal(ctx, input)),
  projects: procedure(allOf(['clients', 'read'], ['projects', 'read']))
    .input(ClientIdInput)
    .query(({ ctx, input }) => service.projects(ctx, input)),
  organizations: procedure(allOf(['clients', 'read'], ['organizations', 'read']))
    .input(ClientIdInput)
    .query(({ ctx, input }) => service.organizations(ctx, input)),
  unlinkOrganization: procedure(allOf(['clients', 'edit'], ['organizations', 'read']))
    .input(ClientOrganizationParams)
    .mutation(({ ctx, input }) => service.unlinkOrganization(ctx, { id: input.id, organizationId: input.orgId })),
  submissions: read()
    .input(ClientIdInput)
    .query(({ ctx, input }) => service.submissions(ctx, input)),
  sendPortalInvite: edit()
    .input(ClientIdInput)
    .mutation(({ ctx, input }) => service.sendPortalInvite(ctx, input)),
  spouses: read()
    .input(ClientIdInput)
    .query(({ ctx, input }) => spouses.list(ctx, input)),
  spouseCandidates: read()
    .input(SpouseCandidatesInput)
    .query(({ ctx, input }) => spouses.candidates(ctx, input)),
  linkSpouse: edit()
    .input(SpouseLinkInput)
    .mutation(({ ctx, input }) => spouses.link(ctx, input)),
  unlinkSpouse: edit()
    .input(ClientSpouseParams)
    .mutation(({ ctx, input }) => spouses.unlink(ctx, input)),
  ...profileRecordsRouter('client'),
});
