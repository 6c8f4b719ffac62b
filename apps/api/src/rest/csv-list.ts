import type { z } from 'zod';
import type { UserCtx } from '../context';
import { sendCsv, type CsvExport } from '../csv-export';
import { setTotalHeaders } from '../list-page';
import type { RequestCtx } from '../plugins/request-context';
import type { Permission } from '../security/access';
import type { Rest } from './route';

type Ctx = RequestCtx & UserCtx;
type Query = z.ZodType<{ format?: string }>;

export interface CsvList<Q extends Query> {
  url: string;
  permission: Permission;
  query: Q;
  list(ctx: Ctx, query: z.output<Q>): Promise<{ items: unknown[]; total: number; totalCapped?: boolean }>;
  csv(ctx: Ctx, query: z.output<Q>): CsvExport | Promise<CsvExport>;
}

/**
 * A deadline list or report: a bare array with x-total-count (and x-total-capped when the count reached
 * its cap); ?format=csv downloads every matching row instead.
 */
export function csvListRoute<Q extends Query>(rest: Rest, def: CsvList<Q>): void {
  rest.route({
    method: 'GET',
    url: def.url,
    permission: def.permission,
    query: def.query,
    handler: async (ctx, input, { reply }) => {
      const query = input.query as z.output<Q>;
      if (query.format === 'csv') return sendCsv(reply, await def.csv(ctx as Ctx, query));
      const page = await def.list(ctx as Ctx, query);
      setTotalHeaders(reply, { total: page.total, totalCapped: page.totalCapped ?? false });
      return page.items;
    },
  });
}
