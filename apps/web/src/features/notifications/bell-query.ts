/** The bell's list: its own cache entry, polled every 30 s and on window focus (spec 1 section 4). */
export const BELL_LIST_INPUT = { filter: 'all', limit: 20 } as const;
export const BELL_POLL_MS = 30_000;
// 'always': the client's staleTime is Infinity, so `true` would never refetch on focus.
export const bellQueryOptions = { refetchInterval: BELL_POLL_MS, refetchOnWindowFocus: 'always' } as const;
