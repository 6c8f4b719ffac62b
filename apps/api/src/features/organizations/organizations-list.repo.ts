import type { Database } from '@app/db';
import type { SearchTerm } from '@app/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { jsonPage, jsonPageText, type JsonRow, type PageText } from '../../lists/list-page.repo';
import { collectedContains, searchTextContains } from '../../lists/search-text.repo';
import { typeahead } from '../../lists/typeahead.repo';
import type { OrganizationRow } from './organizations.repo';
import {
  ORGANIZATION_CURSOR_KEY,
  ORGANIZATION_LIST_VIEW_COLUMNS,
  ORGANIZATION_LIST_VIEW_KEPT,
} from './organizations.view.repo';

// The organizations list: its filter and search, keyset pages and the type-ahead (the counted first
// page: organizations-counted-page.repo.ts).

export interface OrganizationListOptions {
  /** `text`: the term as typed (DBA, legal name and email contain it); `phoneLike`: a LIKE pattern of digits. */
  search?: { text: string; phoneLike: string | null; id: number | null };
  status?: 'active' | 'terminated';
  limit: number;
  offset: number;
}

function searchFilter(
  eb: ExpressionBuilder<Database, 'organizations'>,
  search: NonNullable<OrganizationListOptions['search']>,
  collect: boolean,
): Expression<SqlBool> {
  const ors: Expression<SqlBool>[] = [
    collect && search.phoneLike === null
      ? collectedContains('organizations', search.text)
      : searchTextContains('organizations', search.text),
  ];
  // Phones are stored as digits: searched only for a phone-shaped term.
  if (search.phoneLike !== null) ors.push(eb('businessPhone', 'like', search.phoneLike));
  if (search.id !== null) ors.push(eb('id', '=', search.id));
  return eb.or(ors);
}

/**
 * The list's rows that the options keep. `collect`: the statement collects the matches through the
 * indexes (lists/search-text.repo.ts collectedContains), where a walk would test each entry.
 */
export function listQuery(
  db: Kysely<Database>,
  opts: Omit<OrganizationListOptions, 'limit' | 'offset'>,
  collect = false,
) {
  let query = db.selectFrom('organizations').where('deletedAt', 'is', null);
  if (opts.status) query = query.where('status', '=', opts.status);
  if (opts.search) {
    const search = opts.search;
    query = query.where((eb) => searchFilter(eb, search, collect));
  }
  return query;
}

const LIST_COLUMNS = [
  'id',
  'businessDba',
  'businessLegalName',
  'businessEmail',
  'businessPhone',
  'status',
  'createdAt',
] as const;
/** A page's columns: the list's, and the item's JSON text the row keeps (organizations.view.repo.ts). */
export const PAGE_COLUMNS = [...LIST_COLUMNS, 'viewJson'] as const;
/** A row of the list page (createdAt as an ISO string: the page comes as JSON). */
export type OrganizationListRow = JsonRow<Pick<OrganizationRow, (typeof LIST_COLUMNS)[number]>>;

/** Where a keyset page starts: after the row with this created_at (as text) and id. */
export interface OrganizationCursor {
  key: string;
  id: number;
}

/** A page without the count: the (status,) created_at index read from the cursor on (a range of it), or from `offset`. */
export function listOrganizationRows(
  db: Kysely<Database>,
  opts: OrganizationListOptions,
  cursor: OrganizationCursor | null,
): Promise<PageText> {
  let query = listQuery(db, opts).select(PAGE_COLUMNS);
  if (cursor) query = query.where(sql<SqlBool>`(created_at, id) < (${cursor.key}::timestamptz, ${cursor.id})`);
  return jsonPageText(
    db,
    query
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset(cursor ? 0 : opts.offset),
    ORGANIZATION_LIST_VIEW_COLUMNS,
    { cursorKey: ORGANIZATION_CURSOR_KEY, kept: ORGANIZATION_LIST_VIEW_KEPT },
  );
}

/** The type-ahead: the best `limit` matches of a term (typeahead.repo.ts), with the list's columns (toListItem makes the items). */
export function listOrganizationTypeahead(
  db: Kysely<Database>,
  term: SearchTerm,
  opts: { limit: number; status?: OrganizationListOptions['status'] },
): Promise<OrganizationListRow[]> {
  return typeahead(db, 'organizations', term, opts, (matches, order) =>
    jsonPage(db, order(matches.select(LIST_COLUMNS.map((c) => `organizations.${c}` as const)))),
  ) as Promise<OrganizationListRow[]>;
}
