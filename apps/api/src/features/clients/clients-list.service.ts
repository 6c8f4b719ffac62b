import { parseSearchTerm, type ClientListInput } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { badRequest } from '../../core/app-error';
import {
  cappedTotal,
  countBound,
  decodeCursor,
  nextCursorOf,
  isTypeahead,
  uncountedTotal,
  type ListPage,
  type ListPageText,
} from '../../lists/list-page';
import type { PageText } from '../../lists/list-page.repo';
import { textListReads } from '../../lists/text-list.service';
import type { ClientView } from './clients.view';
import { listClientPage } from './clients-counted-page.repo';
import * as repo from './clients-list.repo';

// The clients list (spec 1): the type-ahead, the counted first page and the keyset pages.

export type ClientPage = ListPage<ClientView>;

export type ClientPageText = ListPageText<ClientView>;

/**
 * A page of the list: newest first unless sorted otherwise. A search of 10 rows or fewer from the
 * start, unsorted and uncounted (the sidebar's `?search=smi&limit=5`, the pickers) is a type-ahead:
 * best matches first (typeahead.repo.ts). Otherwise the total is counted up to COUNT_CAP
 * (list-page.ts) unless `count` is false or the page follows a cursor; `nextCursor` continues it.
 */
export const { list, listJson } = textListReads<UserCtx, ClientListInput, ClientView>('clients', pageText);

/** The page with its items as JSON text, as the database built them (clients.view.repo.ts). */
async function pageText(ctx: UserCtx, input: ClientListInput): Promise<ClientPageText> {
  const term = parseSearchTerm(input.search);
  const status = input.status === 'all' ? undefined : input.status;
  const cursor = input.cursor ? decodeCursor<repo.ClientCursor>(input.cursor, `${input.sort}:${input.order}`) : null;
  if (cursor && !repo.KEYSET_SORTS.includes(input.sort))
    throw badRequest(`cursor: Paging by cursor needs sort ${repo.KEYSET_SORTS.join(' or ')}`);
  if (term && isTypeahead(input) && !cursor && input.count !== true) {
    const rows = await repo.listClientTypeahead(ctx.db, term, { limit: input.limit, status });
    return { itemsJson: JSON.stringify(rows), ...uncountedTotal(rows.length, input), nextCursor: null };
  }
  const opts = {
    search: input.search,
    status,
    limit: input.limit,
    offset: input.offset,
    sort: input.sort,
    order: input.order,
  };
  const next = (page: PageText) => nextCursorOf(page, input.limit, `${input.sort}:${input.order}`);
  if (cursor || input.count === false) {
    const page = await repo.listClientRows(ctx.db, opts, cursor);
    return { itemsJson: page.json, ...uncountedTotal(page.size, input), nextCursor: next(page) };
  }
  const bound = countBound(input.offset, input.limit, term !== null);
  const page = await listClientPage(ctx.db, opts, bound);
  return {
    itemsJson: page.json,
    ...cappedTotal(page.counted ?? input.offset, bound),
    counted: true,
    nextCursor: next(page),
  };
}
