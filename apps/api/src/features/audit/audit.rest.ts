import { AuditListQuery, GetAuditLogAnswer } from '@app/domain';
import { sendCsv } from '../../lists/csv-export';
import { setTotalHeaders } from '../../lists/list-page';
import type { Rest } from '../../rest/route';
import * as service from './audit.service';

export function auditRest(rest: Rest): void {
  // A bare array, newest first, with x-total-count (and x-total-capped); pages by ?offset= or by
  // ?cursor=<x-next-cursor>; ?format=csv downloads every match.
  rest.route({
    method: 'GET',
    url: '/api/audit-log',
    response: {
      json: GetAuditLogAnswer,
      files: ['text/csv'],
      headers: ['x-total-count', 'x-total-capped', 'x-next-cursor'],
    },
    permission: ['audit', 'read'],
    query: AuditListQuery,
    handler: async (ctx, { query }, { reply }) => {
      if (query.format === 'csv') return sendCsv(reply, await service.csv(ctx, query));
      const page = await service.list(ctx, query);
      setTotalHeaders(reply, { ...page, nextCursor: page.nextCursor === null ? null : String(page.nextCursor) });
      return page.items;
    },
  });
}
