import { useEffect } from 'react';
import { recordRecentProfile } from '../shell/recent-profiles';

/** Puts the open profile first in this user's recently viewed list (pushRecentProfile rules). */
export function useRecordRecentProfile(userId: number | undefined, profile: { type: 'client' | 'organization'; id: number; name: string } | null) {
  const type = profile?.type;
  const id = profile?.id;
  const name = profile?.name;
  useEffect(() => {
    if (userId === undefined || type === undefined || id === undefined) return;
    recordRecentProfile(userId, { type, id, name });
  }, [userId, type, id, name]);
}
