import {
  DeleteUsersByIdAnswer,
  GetUsersAnswer,
  GetUsersDirectoryAnswer,
  PROFILE_PICTURE_MAX_BYTES,
  PasswordChange,
  PostProfilePasswordAnswer,
  PostUploadProfilePictureAnswer,
  PostUsersAnswer,
  ProfileUpdate,
  PutProfileAnswer,
  PutUsersByIdAnswer,
  UserIdInput,
  UserPut,
  WorkforceUserCreate,
} from '@app/domain';
import { z } from 'zod';
import { readUpload } from '../../rest/read-upload';
import { sendStoredFile } from '../../rest/stored-file';
import type { Rest } from '../../rest/route';
import { changeOwnPassword } from './password.service';
import { FILE_TOO_LARGE, profilePicture, uploadProfilePicture } from './profile-picture.service';
import { updateProfile } from './profile.service';
import { putUser } from './user-put.service';
import * as service from './users.service';

const admin = ['workforce', 'admin'] as const;

export function usersRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/users/directory',
    response: GetUsersDirectoryAnswer,
    permission: ['userDirectory', 'read'],
    handler: (ctx) => service.directory(ctx),
  });
  // Admins get the Workforce rows; every other signed-in user the directory (ids and names).
  rest.route({
    method: 'GET',
    url: '/api/users',
    response: GetUsersAnswer,
    permission: ['userDirectory', 'read'],
    query: z.object({ search: z.string().trim().max(100, 'search: Must be at most 100 characters').optional() }),
    handler: (ctx, { query }) => service.list(ctx, query),
  });
  rest.route({
    method: 'POST',
    url: '/api/users',
    response: PostUsersAnswer,
    permission: admin,
    body: WorkforceUserCreate,
    status: 201,
    handler: (ctx, { body }) => service.create(ctx, body),
  });
  // Workforce's edit for admins; every user may also edit their own profile here (never role or flags).
  rest.route({
    method: 'PUT',
    url: '/api/users/:id',
    response: PutUsersByIdAnswer,
    permission: ['self', 'edit'],
    params: UserIdInput,
    body: UserPut,
    handler: (ctx, { params, body }) => putUser(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/users/:id',
    response: DeleteUsersByIdAnswer,
    permission: admin,
    params: UserIdInput,
    handler: (ctx, { params }) => service.remove(ctx, params),
  });
  rest.route({
    method: 'PUT',
    url: '/api/profile',
    response: PutProfileAnswer,
    permission: ['self', 'edit'],
    body: ProfileUpdate,
    handler: (ctx, { body }) => updateProfile(ctx, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/profile/password',
    response: PostProfilePasswordAnswer,
    permission: ['self', 'edit'],
    body: PasswordChange,
    rateLimit: { max: 10, timeWindow: 60_000 },
    handler: (ctx, { body }) => changeOwnPassword(ctx, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/upload-profile-picture',
    response: PostUploadProfilePictureAnswer,
    upload: true,
    uploadForm: { file: 'profilePicture' },
    permission: ['self', 'edit'],
    handler: async (ctx, _input, { request }) => {
      const upload = await readUpload(request, 'profilePicture', PROFILE_PICTURE_MAX_BYTES, FILE_TOO_LARGE);
      return uploadProfilePicture(ctx, upload.bytes);
    },
  });
  rest.route({
    method: 'GET',
    url: '/api/users/:id/profile-picture',
    // An uploaded file: an image in its own type, anything else as recorded at upload.
    response: { files: ['*/*'] },
    permission: ['userDirectory', 'read'],
    params: UserIdInput,
    handler: async (ctx, { params }, { reply }) => {
      const picture = await profilePicture(ctx, params.id);
      return sendStoredFile(reply, {
        content: picture.content,
        mimeType: picture.mimeType,
        fileName: 'profile-picture',
        cacheControl: 'private, max-age=31536000, immutable',
      });
    },
  });
}
