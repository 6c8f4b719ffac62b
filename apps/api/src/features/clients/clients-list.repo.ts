import type { Database } from '@app/db';
import { containsPattern, parseSearchTerm, type SearchTerm } from '@app/domain';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { jsonPageText, jsonViewRows, type PageText } from '../../lists/list-page.repo';
import { collectedContains, searchTextContains } from '../../lists/search-text.repo';
import { typeahead } from '../../lists/typeahead.repo';
import type { ClientView } from './clients.view';
import { CLIENT_VIEW_COLUMNS, CLIENT_VIEW_KEPT } from './clients.view.repo';

// The clients list: its filter, search and order, keyset pages and the type-ahead. The counted
// page is clients-counted-page.repo.ts.

export type ClientSortField = 'createdAt' | 'fullName' | 'email' | 'phone' | 'portalStatus' | 'status';

export interface ClientFilter {
  search?: string;
  status?: 'active' | 'terminated';
}

export interface ClientListOptions extends ClientFilter {
  limit: number;
  offset: number;
  sort: ClientSortField;
  order: 'asc' | 'desc';
}

/** Where a keyset page starts: after the row with this sort key (created_at as text, or the full name) and id. */
export interface ClientCursor {
  key: string;
  id: number;
}

/** The sorts a cursor can follow: those with an index in the page's order. */
export const KEYSET_SORTS: readonly ClientSortField[] = ['createdAt', 'fullName'];

/**
 * The search of the clients list pages: full name and email by substring (search_text and its
 * trigram index, lists/search-text.repo.ts), the phone when the term is phone-shaped (stored as
 * digits: "(555) 123" searches 555123), the SSN's last 4 and the display id (A0012). The
 * type-ahead (10 rows or fewer) goes through typeahead.repo.ts instead.
 */
export function searchCondition(
  eb: ExpressionBuilder<Database, 'clients'>,
  raw: string,
  collect = false,
): Expression<SqlBool> {
  const term = parseSearchTerm(raw);
  if (!term) return sql<SqlBool>`true`;
  const ors: Expression<SqlBool>[] = [
    collect && !term.phoneDigits ? collectedContains('clients', term.text) : searchTextContains('clients', term.text),
  ];
  if (term.phoneDigits) ors.push(eb('phone', 'like', containsPattern(term.phoneDigits)));
  if (term.ssnLast4) ors.push(eb('ssnLast4', '=', term.ssnLast4));
  if (term.displayId?.kind === 'client') ors.push(eb('id', '=', term.displayId.id));
  return eb.or(ors);
}

/**
 * The list's rows that the filter keeps. `collect`: the statement collects the matches through the
 * indexes (lists/search-text.repo.ts collectedContains), where a walk would test each entry.
 */
export function filtered(db: Kysely<Database>, filter: ClientFilter, collect = false) {
  let query = db.selectFrom('clients').where('deletedAt', 'is', null);
  if (filter.status) query = query.where('status', '=', filter.status);
  const term = filter.search?.trim();
  if (term) query = query.where((eb) => searchCondition(eb, term, collect));
  return query;
}

// The pages select whole client rows (one node to build, where 22 named columns cost 60 µs of
// query building a call); what the list answers is CLIENT_VIEW_COLUMNS (clients.view.repo.ts), which
// leaves the SSN envelope and the deletion fields out.

/** The key a cursor keeps of a page's last row (alias `p`), for the sorts that have one. */
export function cursorKey(sort: ClientSortField) {
  // The timestamp as JSON writes it: every microsecond, so the next page starts exactly after it.
  if (sort === 'createdAt') return sql`to_json(p.created_at) #>> '{}'`;
  return sort === 'fullName' ? sql`p.full_name` : undefined;
}

// The partner's name beside each row of a page (a key lookup per row, no join: the filter's
// unqualified columns stay unambiguous), looked up only for a client that has a partner: with few
// partners PostgreSQL reads referral_sources by a sequential scan, and each rescan asks the kernel
// for the table's size (a page of 50 without partners: 5 % of the statement's time).
export const referralName = (source: string) => {
  const id = sql.ref(`${source}.referralSourceId`);
  return sql<string | null>`case when ${id} is null then null
    else (select rs.full_name from referral_sources rs where rs.id = ${id}) end`.as('referralSourceName');
};

// Any query whose rows have the list's columns, in the order asked (id last, so pages are stable).
// Every sort has an index in its ascending order (the column, then the name and id for ties;
// migration 2026-12-06T0400), and descending is that order reversed, so one index serves both:
// ties by name Z to A, and clients without an email or phone first (docs/decisions/6-scale.md).
export function ordered<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  sort: ClientSortField,
  dir: 'asc' | 'desc',
): Q {
  let q: SelectQueryBuilder<any, any, any> = query;
  if (sort === 'createdAt') q = q.orderBy(sql.ref('createdAt'), dir);
  else if (sort === 'fullName') q = q.orderBy(sql`lower(full_name)`, dir);
  else q = q.orderBy(sql.ref(sort), dir).orderBy(sql`lower(full_name)`, dir);
  return q.orderBy(sql.ref('id'), dir) as Q;
}

/**
 * A page without the count: the (status,) created_at or lower(full_name) index read in the page's
 * order from the cursor on (`(key, id) < (cursor)`, a range of the index), or from `offset`.
 */
export function listClientRows(
  db: Kysely<Database>,
  opts: ClientListOptions,
  cursor: ClientCursor | null,
): Promise<PageText> {
  let query = filtered(db, opts).selectAll().select(referralName('clients'));
  if (cursor) {
    const after = sql.raw(opts.order === 'desc' ? '<' : '>');
    query =
      opts.sort === 'createdAt'
        ? query.where(sql<SqlBool>`(created_at, id) ${after} (${cursor.key}::timestamptz, ${cursor.id})`)
        : query.where(sql<SqlBool>`(lower(full_name), id) ${after} (lower(${cursor.key}), ${cursor.id})`);
  }
  return jsonPageText(
    db,
    ordered(query, opts.sort, opts.order)
      .limit(opts.limit)
      .offset(cursor ? 0 : opts.offset),
    CLIENT_VIEW_COLUMNS,
    { cursorKey: cursorKey(opts.sort), kept: CLIENT_VIEW_KEPT },
  );
}

/** The type-ahead: the best `limit` matches of a term (typeahead.repo.ts), as the client view. */
export function listClientTypeahead(
  db: Kysely<Database>,
  term: SearchTerm,
  opts: { limit: number; status?: ClientFilter['status'] },
): Promise<ClientView[]> {
  return typeahead(db, 'clients', term, opts, (matches, order) =>
    jsonViewRows<ClientView>(
      db,
      order(matches.selectAll('clients').select(referralName('clients'))),
      CLIENT_VIEW_COLUMNS,
    ),
  );
}

/**
 * The live clients (of a status), up to `cap`, from the counters the triggers keep
 * (client_status_counts): one key lookup instead of counting `cap` rows.
 */
export const liveCount = (status: ClientFilter['status'], cap: number) =>
  sql<number>`(select least(coalesce(sum(c.clients), 0), ${cap})::int from client_status_counts c
    ${status ? sql`where c.status = ${status}` : sql``})`;
