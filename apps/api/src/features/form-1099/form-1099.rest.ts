import { Form1099ListQuery, Form1099Params, Form1099StatusUpdate } from '@app/domain';
import { csvListRoute } from '../../rest/csv-list';
import type { Rest } from '../../rest/route';
import * as service from './form-1099.service';

export function form1099Rest(rest: Rest): void {
  // A bare array with x-total-count; ?format=csv downloads the same rows.
  csvListRoute(rest, {
    url: '/api/form-1099',
    permission: ['calendars', 'read'],
    query: Form1099ListQuery,
    list: service.list,
    csv: service.csv,
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
