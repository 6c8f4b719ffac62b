import { Form1099ListQuery, Form1099Params, Form1099StatusUpdate } from '@app/domain';
import { sendCsv } from '../../csv-export';
import { setTotalHeaders } from '../../list-page';
import type { Rest } from '../../rest/route';
import * as service from './form-1099.service';

export function form1099Rest(rest: Rest): void {
  // A bare array with x-total-count; ?format=csv downloads the same rows.
  rest.route({
    method: 'GET',
    url: '/api/form-1099',
    permission: ['calendars', 'read'],
    query: Form1099ListQuery,
    handler: async (ctx, { query }, { reply }) => {
      if (query.format === 'csv') return sendCsv(reply, service.csv(ctx, query));
      const page = await service.list(ctx, query);
      setTotalHeaders(reply, page);
      return page.items;
    },
  });
  rest.route({
    method: 'PUT',
    url: '/api/form-1099/:entityType/:entityId/:taxYear',
    permission: ['calendars', 'edit'],
    params: Form1099Params,
    body: Form1099StatusUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, { ...params, status: body.status }),
  });
}
