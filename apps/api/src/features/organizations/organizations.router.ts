import {
  OrganizationCreate,
  OrganizationDuplicateCheck,
  OrganizationIdInput,
  OrganizationListQuery,
  OrganizationReveal,
  OrganizationUpdate,
} from '@app/domain';
import type { z } from 'zod';
import { procedure, router } from '../../trpc/init';
import { profileRecordsRouter } from '../profile-records/profile-records.router';
import * as service from './organizations.service';
import * as listService from './organizations-list.service';
import { allOf } from '../../security/access';

const read = () => procedure('organizations', 'read');
const edit = () => procedure('organizations', 'edit');
const withData = <S extends z.ZodType>(data: S) => OrganizationIdInput.extend({ data });

export const organizationsRouter = router({
  // organizations.notes.*, organizations.paymentMethods.*, organizations.logins.* (shared with clients).
  ...profileRecordsRouter('organization'),
  list: read()
    .input(OrganizationListQuery)
    .query(({ ctx, input }) => listService.list(ctx, { ...input, count: input.count ?? true })),
  checkDuplicates: read()
    .input(OrganizationDuplicateCheck)
    .mutation(({ ctx, input }) => service.checkDuplicates(ctx, input)),
  get: read()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.get(ctx, input.id)),
  create: edit()
    .input(OrganizationCreate)
    .mutation(({ ctx, input }) => service.create(ctx, input)),
  update: edit()
    .input(withData(OrganizationUpdate))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data)),
  delete: procedure('organizations', 'delete')
    .input(OrganizationIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input.id)),
  // A mutation: the revealed value never travels in a URL.
  reveal: read()
    .input(OrganizationIdInput.extend(OrganizationReveal.shape))
    .mutation(({ ctx, input }) => service.reveal(ctx, input.id, input)),
  // The organization's projects are projects (docs/decisions/4-security.md): both flags.
  projects: procedure(allOf(['organizations', 'read'], ['projects', 'read']))
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.listProjects(ctx, input.id)),
  submissions: read()
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.listSubmissions(ctx, input.id)),
});
