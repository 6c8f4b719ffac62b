import type { WorkforceUser } from '@app/domain';
import { toIso } from '@app/db';
import { toSessionUser, type UserRow } from '../../sessions/session-user';

// A row of Workforce: the session's view of a user plus when it was created.

export function toWorkforceUser(row: UserRow): WorkforceUser {
  const { mfaEnrolmentRequired: _, ...user } = toSessionUser(row);
  return { ...user, createdAt: toIso(row.createdAt) };
}
