import { parseSearchTerm, type ClientListInput } from '@app/domain';
import type { UserCtx } from '../../context';
import { badRequest } from '../../errors';
import {
  cappedTotal,
  countBound,
  decodeCursor,
  encodeCursor,
  isTypeahead,
  uncountedPage,
  type ListPage,
} from '../../list-page';
import { toClientView, type ClientView } from './client-view';
import * as repo from './clients-list.repo';

// The clients list (spec 1): the type-ahead, the counted first page and the keyset pages.

export type ClientPage = ListPage<ClientView>;

/**
 * A page of the list: newest first unless sorted otherwise. A search of 10 rows or fewer from the
 * start, unsorted and uncounted (the sidebar's `?search=smi&limit=5`, the pickers) is a type-ahead:
 * best matches first (typeahead.repo.ts). Otherwise the total is counted up to COUNT_CAP
 * (list-page.ts) unless `count` is false or the page follows a cursor; `nextCursor` continues it.
 */
export async function list(ctx: UserCtx, input: ClientListInput): Promise<ClientPage> {
  const term = parseSearchTerm(input.search);
  const status = input.status === 'all' ? undefined : input.status;
  const cursor = input.cursor ? decodeCursor<repo.ClientCursor>(input.cursor, `${input.sort}:${input.order}`) : null;
  if (cursor && !repo.KEYSET_SORTS.includes(input.sort))
    throw badRequest(`cursor: Paging by cursor needs sort ${repo.KEYSET_SORTS.join(' or ')}`);
  if (term && isTypeahead(input) && !cursor && input.count !== true) {
    const rows = await repo.listClientTypeahead(ctx.db, term, { limit: input.limit, status });
    return uncountedPage(
      rows.map((r) => toClientView(r, r.referralSourceName)),
      input,
      null,
    );
  }
  const opts = {
    search: input.search,
    status,
    limit: input.limit,
    offset: input.offset,
    sort: input.sort,
    order: input.order,
  };
  const next = (rows: repo.ClientListRow[]) => {
    const last =
      rows.length === input.limit && repo.KEYSET_SORTS.includes(input.sort) ? rows[rows.length - 1] : undefined;
    return last
      ? encodeCursor(`${input.sort}:${input.order}`, {
          key: input.sort === 'createdAt' ? String(last.createdAt) : last.fullName,
          id: last.id,
        })
      : null;
  };
  if (cursor || input.count === false) {
    const rows = await repo.listClientRows(ctx.db, opts, cursor);
    return uncountedPage(
      rows.map((r) => toClientView(r, r.referralSourceName)),
      input,
      next(rows),
    );
  }
  const bound = countBound(input.offset, input.limit);
  const page = await repo.listClientPage(ctx.db, opts, bound);
  const counted = page.counted ?? input.offset;
  return {
    items: page.rows.map((r) => toClientView(r, r.referralSourceName)),
    ...cappedTotal(counted, bound),
    counted: true,
    nextCursor: next(page.rows),
  };
}
