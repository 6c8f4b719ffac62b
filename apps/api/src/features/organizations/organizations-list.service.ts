import { containsPattern, parseSearchTerm, type OrganizationListQuery } from '@app/domain';
import type { Ctx } from '../../core/service-context';
import {
  cappedTotal,
  countBound,
  decodeCursor,
  nextCursorOf,
  isTypeahead,
  uncountedTotal,
  type ListPageText,
} from '../../lists/list-page';
import type { PageText } from '../../lists/list-page.repo';
import { textListReads } from '../../lists/text-list.service';
import { toListItem, type OrganizationListItem } from './organizations.view';
import { listOrganizationPage } from './organizations-counted-page.repo';
import * as listRepo from './organizations-list.repo';

// The organizations list (spec 2): the type-ahead, the counted first page and the keyset pages.

const DEFAULT_PAGE = 50;
const CURSOR_SCOPE = 'createdAt:desc';

export type OrganizationPageText = ListPageText<OrganizationListItem>;

/**
 * The list, newest first, by status (omitted or 'all': every status) and a search over DBA,
 * legal name, email, phone (digits as typed or stripped of separators) and the display id B0007.
 * A search of 10 rows or fewer from the start, uncounted (the sidebar's `?search=x&limit=5`, the
 * pickers), is a type-ahead: best matches first (typeahead.repo.ts). Otherwise the total is counted
 * up to COUNT_CAP (list-page.ts) unless `count` is false or the page follows a cursor.
 */
export const { list, listJson } = textListReads<Ctx, OrganizationListQuery, OrganizationListItem>(
  'organizations',
  pageText,
);

/** The page with its items as JSON text, as the database built them (organizations.view.repo.ts). */
async function pageText(ctx: Ctx, input: OrganizationListQuery): Promise<OrganizationPageText> {
  const term = parseSearchTerm(input.search);
  const status = input.status && input.status !== 'all' ? input.status : undefined;
  const limit = input.limit ?? DEFAULT_PAGE;
  const offset = input.offset ?? 0;
  const cursor = input.cursor ? decodeCursor<listRepo.OrganizationCursor>(input.cursor, CURSOR_SCOPE) : null;
  if (term && isTypeahead({ limit, offset }) && !cursor && input.count !== true) {
    const rows = (await listRepo.listOrganizationTypeahead(ctx.db, term, { limit, status })).map(toListItem);
    return { itemsJson: JSON.stringify(rows), ...uncountedTotal(rows.length, { limit }), nextCursor: null };
  }
  const search = term
    ? {
        text: term.text,
        phoneLike: term.phoneDigits ? containsPattern(term.phoneDigits) : null,
        id: term.displayId?.kind === 'organization' ? term.displayId.id : null,
      }
    : undefined;
  const next = (page: PageText) => nextCursorOf(page, limit, CURSOR_SCOPE);
  if (cursor || input.count === false) {
    const page = await listRepo.listOrganizationRows(ctx.db, { search, status, limit, offset }, cursor);
    return {
      itemsJson: page.json,
      ...uncountedTotal(page.size, { limit, offset, cursor: input.cursor }),
      nextCursor: next(page),
    };
  }
  const bound = countBound(offset, limit, search !== undefined);
  const page = await listOrganizationPage(ctx.db, { search, status, limit, offset }, bound);
  return {
    itemsJson: page.json,
    ...cappedTotal(page.counted ?? offset, bound),
    counted: true,
    nextCursor: next(page),
  };
}
