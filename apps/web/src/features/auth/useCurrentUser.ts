import { trpc } from '../../lib/trpc';

/** The signed-in user; `data` is null when nobody is signed in. */
export function useCurrentUser() {
  return trpc.auth.me.useQuery();
}
