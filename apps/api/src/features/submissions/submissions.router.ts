import {
  SubmissionCreateProfile,
  SubmissionLinkClient,
  SubmissionLinkOrganization,
  SubmissionListInput,
  SubmissionRef,
  SubmissionReveal,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import { createProfile } from './submissions.profile';
import * as service from './submissions.service';
import { allOf } from '../../security/access';

// As the REST routes: clients access to read, and the profile area's edit right to link (unlink and
// Create Profile: the service checks the area they touch).
const read = () => procedure('clients', 'read');

export const submissionsRouter = router({
  list: read()
    .input(SubmissionListInput)
    .query(({ ctx, input }) => service.list(ctx, input)),
  get: read()
    .input(SubmissionRef)
    .query(({ ctx, input }) => service.get(ctx, input)),
  linkClient: procedure('clients', 'edit')
    .input(SubmissionRef.extend(SubmissionLinkClient.shape))
    .mutation(({ ctx, input }) => service.linkClient(ctx, input, input)),
  linkOrganization: procedure(allOf(['clients', 'read'], ['organizations', 'edit']))
    .input(SubmissionRef.extend(SubmissionLinkOrganization.shape))
    .mutation(({ ctx, input }) => service.linkOrganization(ctx, input, input)),
  unlink: read()
    .input(SubmissionRef)
    .mutation(({ ctx, input }) => service.unlink(ctx, input)),
  createProfile: read()
    .input(SubmissionRef.extend(SubmissionCreateProfile.shape))
    .mutation(({ ctx, input }) => createProfile(ctx, input, input)),
  reveal: read()
    .input(SubmissionRef.extend(SubmissionReveal.shape))
    .mutation(({ ctx, input }) => service.reveal(ctx, input, input)),
});
