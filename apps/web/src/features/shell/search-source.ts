import { trpc } from '../../lib/trpc';
import { useCan } from '../auth/useCan';

export const SEARCH_RESULTS_PER_GROUP = 5;

/**
 * The sidebar's and the palette's search: the API's `search.global`, 5 clients and 5
 * organizations. A group shows only to users who may read its area (the server leaves it empty
 * for the others too); a user who may read neither never calls it.
 */
export function useGlobalSearch(term: string) {
  const clientsAllowed = useCan('clients');
  const organizationsAllowed = useCan('organizations');
  const results = trpc.search.global.useQuery(
    { q: term, limit: SEARCH_RESULTS_PER_GROUP },
    { enabled: term !== '' && (clientsAllowed || organizationsAllowed), staleTime: 30_000 },
  );
  return {
    results,
    clients: clientsAllowed ? (results.data?.clients.slice(0, SEARCH_RESULTS_PER_GROUP) ?? []) : [],
    organizations: organizationsAllowed ? (results.data?.organizations.slice(0, SEARCH_RESULTS_PER_GROUP) ?? []) : [],
    /** Whether the user may search anything (clients or organizations). */
    searchable: clientsAllowed || organizationsAllowed,
    /** The placeholder and the empty text name what this user can find. */
    subject:
      clientsAllowed && !organizationsAllowed
        ? 'clients'
        : organizationsAllowed && !clientsAllowed
          ? 'organizations'
          : 'clients & organizations',
  };
}
