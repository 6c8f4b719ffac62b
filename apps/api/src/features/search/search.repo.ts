import type { Database } from '@app/db';
import type { SearchTerm } from '@app/domain';
import type { Kysely } from 'kysely';
import { typeahead } from '../../lists/typeahead.repo';

// The sidebar search and the command palette: the type-ahead of typeahead.repo.ts with the few
// columns they show.

export function searchClients(db: Kysely<Database>, term: SearchTerm, limit: number) {
  return typeahead(db, 'clients', term, { limit }, (matches, order) =>
    order(matches.select(['clients.id', 'clients.fullName', 'clients.email'])).execute(),
  ) as Promise<Array<{ id: number; fullName: string; email: string | null }>>;
}

/** Organizations by name word, then DBA, legal name, email or phone substring, or display id B0007. */
export function searchOrganizations(db: Kysely<Database>, term: SearchTerm, limit: number) {
  return typeahead(db, 'organizations', term, { limit }, (matches, order) =>
    order(
      matches.select([
        'organizations.id',
        'organizations.businessDba',
        'organizations.einType',
        'organizations.ein',
        'organizations.einLast4',
      ]),
    ).execute(),
  ) as Promise<
    Array<{ id: number; businessDba: string; einType: string | null; ein: string | null; einLast4: string | null }>
  >;
}
