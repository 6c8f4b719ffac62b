import { useCallback, useState } from 'react';

const key = (userId: number | undefined) => `projects.assignedToMe.${userId ?? 'anonymous'}`;

/** "Show only projects assigned to me", remembered per user in this browser's storage (spec 3 section 2). */
export function useAssignedToMe(userId: number | undefined): [boolean, (value: boolean) => void] {
  const [state, setState] = useState<{ userId: number | undefined; value: boolean }>(() => ({
    userId,
    value: read(userId),
  }));
  const value = state.userId === userId ? state.value : read(userId);
  const set = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key(userId), next ? '1' : '0');
      } catch {
        // Storage may be full or blocked: the switch still works for this visit.
      }
      setState({ userId, value: next });
    },
    [userId],
  );
  return [value, set];
}

function read(userId: number | undefined): boolean {
  try {
    return localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}
