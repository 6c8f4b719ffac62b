import { PROFILE_PICTURE_MAX_BYTES, sniffImageType, type SessionUser } from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { badRequest, notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { findUserFile, saveUserFile } from './user-files.repo';
import { updateUser } from './users.repo';
import { toSessionUser } from '../../sessions/session-user';

export const INVALID_FILE_TYPE = 'Invalid file type: please select an image file.';
export const FILE_TOO_LARGE = 'File too large: please select an image smaller than 5MB.';

/** POST /api/upload-profile-picture: a PNG, JPEG, GIF or WebP (checked from the bytes), at most 5 MB. */
export async function uploadProfilePicture(
  ctx: UserCtx,
  content: Uint8Array,
): Promise<SessionUser & { profilePicture: string }> {
  if (content.length > PROFILE_PICTURE_MAX_BYTES) throw badRequest(FILE_TOO_LARGE);
  const mimeType = sniffImageType(content);
  if (!mimeType) throw badRequest(`profilePicture: ${INVALID_FILE_TYPE}`);
  return inTransaction(ctx, async (tx) => {
    const file = await saveUserFile(
      tx.db,
      { userId: ctx.user.id, kind: 'profile_picture', mimeType, content },
      tx.now(),
    );
    // The version in the URL makes browsers fetch a new picture at once.
    const url = `/api/users/${ctx.user.id}/profile-picture?v=${tx.now().getTime().toString(36)}${file.id}`;
    const row = (await updateUser(tx.db, ctx.user.id, { profilePicture: url }, tx.now()))!;
    await audit.record(tx, { action: 'update', entityType: 'user', entityId: ctx.user.id, fields: ['profilePicture'] });
    return { ...toSessionUser(row, ctx.user.mfaEnrolmentRequired), profilePicture: url };
  });
}

export async function profilePicture(ctx: Ctx, userId: number): Promise<{ mimeType: string; content: Buffer }> {
  const file = await findUserFile(ctx.db, userId, 'profile_picture');
  if (!file) throw notFound('No profile picture');
  return { mimeType: file.mimeType, content: Buffer.from(file.content) };
}
