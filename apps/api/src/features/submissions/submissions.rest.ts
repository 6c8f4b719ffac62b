import {
  GetSubmissionsAnswer,
  GetSubmissionsByTypeByIdAnswer,
  PostSubmissionsByTypeByIdCreateProfileAnswer,
  PostSubmissionsByTypeByIdLinkClientAnswer,
  PostSubmissionsByTypeByIdLinkOrganizationAnswer,
  PostSubmissionsByTypeByIdRevealAnswer,
  PostSubmissionsByTypeByIdUnlinkAnswer,
  SUBMISSION_FILE_FIELDS,
  SubmissionCreateProfile,
  SubmissionLinkClient,
  SubmissionLinkOrganization,
  SubmissionListInput,
  SubmissionRef,
  SubmissionReveal,
} from '@app/domain';
import { z } from 'zod';
import type { Rest } from '../../rest/route';
import { sendStoredFile } from '../../rest/stored-file';
import { createProfile } from './submissions.profile';
import * as service from './submissions.service';
import { allOf } from '../../security/access';

// Submissions are prospective clients' data (bank accounts among it): reading them needs clients
// access; linking needs it and the edit right of the profile's area (unlink and Create Profile: the
// service checks the area they touch).
const read = ['clients', 'read'] as const;
const FileParams = SubmissionRef.extend({
  field: z.enum(SUBMISSION_FILE_FIELDS, { error: 'field must be signature or voidCheck' }),
});

export function submissionsRest(rest: Rest): void {
  // A bare array, newest first (docs/decisions/3-api.md); page on with ?cursor=<id of the last one>.
  rest.route({
    method: 'GET',
    url: '/api/submissions',
    response: GetSubmissionsAnswer,
    permission: read,
    query: SubmissionListInput,
    handler: async (ctx, { query }) => (await service.list(ctx, query)).items,
  });
  rest.route({
    method: 'GET',
    url: '/api/submissions/:type/:id',
    response: GetSubmissionsByTypeByIdAnswer,
    permission: read,
    params: SubmissionRef,
    handler: (ctx, { params }) => service.get(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/submissions/:type/:id/link-client',
    response: PostSubmissionsByTypeByIdLinkClientAnswer,
    permission: ['clients', 'edit'],
    params: SubmissionRef,
    body: SubmissionLinkClient,
    handler: (ctx, { params, body }) => service.linkClient(ctx, params, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/submissions/:type/:id/link-organization',
    response: PostSubmissionsByTypeByIdLinkOrganizationAnswer,
    permission: allOf(read, ['organizations', 'edit']),
    params: SubmissionRef,
    body: SubmissionLinkOrganization,
    handler: (ctx, { params, body }) => service.linkOrganization(ctx, params, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/submissions/:type/:id/unlink',
    response: PostSubmissionsByTypeByIdUnlinkAnswer,
    permission: read,
    params: SubmissionRef,
    handler: (ctx, { params }) => service.unlink(ctx, params),
  });
  rest.route({
    method: 'POST',
    url: '/api/submissions/:type/:id/create-profile',
    response: PostSubmissionsByTypeByIdCreateProfileAnswer,
    permission: read,
    params: SubmissionRef,
    body: SubmissionCreateProfile,
    status: 201,
    handler: (ctx, { params, body }) => createProfile(ctx, params, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/submissions/:type/:id/reveal',
    response: PostSubmissionsByTypeByIdRevealAnswer,
    permission: read,
    params: SubmissionRef,
    body: SubmissionReveal,
    handler: (ctx, { params, body }) => service.reveal(ctx, params, body),
  });
  rest.route({
    method: 'GET',
    url: '/api/submissions/:type/:id/files/:field',
    // An uploaded file: an image in its own type, anything else as recorded at upload.
    response: { files: ['*/*'] },
    permission: read,
    params: FileParams,
    handler: async (ctx, { params }, { reply }) => {
      const found = await service.file(ctx, params, params.field);
      return sendStoredFile(reply, {
        ...found,
        fileName: found.fileName ?? params.field,
        cacheControl: 'private, no-store',
      });
    },
  });
}
