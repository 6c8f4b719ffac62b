import { can, formatDisplayId, parseSearchTerm } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { maskedFromLast4 } from '../../security/sensitive-field';
import * as repo from './search.repo';
import { remember } from '../../cache/read-cache';

// The sidebar search and the command palette: clients and organizations, 5 each, each group only
// for users who may read that area, best matches first (the type-ahead of typeahead.repo.ts). The tax
// id is masked when it is an SSN, as everywhere.

export const SEARCH_GROUP_SIZE = 5;

export interface GlobalSearchResult {
  clients: Array<{ id: number; displayId: string; fullName: string; email: string | null }>;
  organizations: Array<{ id: number; displayId: string; businessDba: string; ein: string | null }>;
}

export function global(ctx: UserCtx, input: { q: string; limit?: number }): Promise<GlobalSearchResult> {
  return remember(ctx, 'search.global', input, () => globalUncached(ctx, input));
}

async function globalUncached(
  ctx: UserCtx,
  { q, limit = SEARCH_GROUP_SIZE }: { q: string; limit?: number },
): Promise<GlobalSearchResult> {
  const term = parseSearchTerm(q);
  if (!term) return { clients: [], organizations: [] };
  const [clients, organizations] = await Promise.all([
    can(ctx.user, 'clients', 'read') ? repo.searchClients(ctx.db, term, limit) : [],
    can(ctx.user, 'organizations', 'read') ? repo.searchOrganizations(ctx.db, term, limit) : [],
  ]);
  return {
    clients: clients.map((c) => ({
      id: c.id,
      displayId: formatDisplayId('client', c.id),
      fullName: c.fullName,
      email: c.email,
    })),
    organizations: organizations.map((o) => ({
      id: o.id,
      displayId: formatDisplayId('organization', o.id),
      businessDba: o.businessDba,
      ein: o.einType === 'ssn' ? maskedFromLast4(o.einLast4) : o.ein,
    })),
  };
}
