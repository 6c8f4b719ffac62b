import { useEffect } from 'react';
import { forgetRecentProfile, recordRecentProfile } from '../shell/recent-profiles';

/** Puts the open profile first in this user's recently viewed list (pushRecentProfile rules). */
export function useRecordRecentProfile(
  userId: number | undefined,
  profile: { type: 'client' | 'organization'; id: number; name: string } | null,
) {
  const type = profile?.type;
  const id = profile?.id;
  const name = profile?.name;
  useEffect(() => {
    if (userId === undefined || type === undefined || id === undefined) return;
    recordRecentProfile(userId, { type, id, name });
  }, [userId, type, id, name]);
}

/** A profile that answers 404 (deleted) or 403 (access lost) leaves the recently viewed list. */
export function useForgetMissingProfile(
  userId: number | undefined,
  type: 'client' | 'organization',
  id: number | null,
  missing: boolean,
) {
  useEffect(() => {
    if (missing && userId !== undefined && id !== null) forgetRecentProfile(userId, type, id);
  }, [missing, userId, type, id]);
}
