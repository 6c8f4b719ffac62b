import { trpc } from '../../lib/trpc';

export interface SearchResults {
  clients: Array<{ id: number; fullName: string; email?: string | null }>;
  organizations: Array<{ id: number; businessDba: string; ein?: string | null }>;
}

/** Returns at most 5 clients and 5 organizations matching `term`. */
export type SearchSource = (term: string) => Promise<SearchResults>;

export const SEARCH_RESULTS_PER_GROUP = 5;

/**
 * The sidebar's data source: the API's `search.global` (each group filled only for users who may
 * read that area). Injected into SidebarSearch so tests and a future command palette can swap it.
 */
export function useSidebarSearchSource(): SearchSource {
  const utils = trpc.useUtils();
  return (term) => utils.client.search.global.query({ q: term, limit: SEARCH_RESULTS_PER_GROUP });
}
