import { remember } from '../cache/read-cache';
import type { Ctx } from '../core/service-context';
import { parsedPage, type ListPage, type ListPageText } from './list-page';

/** The two reads of a big list's page: as the database's JSON text (REST) and parsed (tRPC). */
export interface TextListReads<C extends Ctx, I, T> {
  /** The page with its items as the JSON text the database wrote, which REST sends as it is. */
  listJson: (ctx: C, input: I) => Promise<ListPageText<T>>;
  /** The same page with its items parsed. */
  list: (ctx: C, input: I) => Promise<ListPage<T>>;
}

/**
 * A big list's reads (the clients and organizations lists) of the page `pageText` reads, each
 * remembered by the read cache (as `{name}.listJson` and `{name}.list`). REST sends the text: no
 * parse, renaming, date conversion and serialisation of every row on a read the cache misses.
 */
export function textListReads<C extends Ctx, I, T>(
  name: string,
  pageText: (ctx: C, input: I) => Promise<ListPageText<T>>,
): TextListReads<C, I, T> {
  const listJson = (ctx: C, input: I) => remember(ctx, `${name}.listJson`, input, () => pageText(ctx, input));
  return {
    listJson,
    list: (ctx, input) => remember(ctx, `${name}.list`, input, async () => parsedPage(await listJson(ctx, input))),
  };
}
