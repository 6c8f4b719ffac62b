import { GetReportsByReportAnswer, ReportParams, ReportQuery, exportFormat } from '@app/domain';
import { sendCsv } from '../../lists/csv-export';
import { setTotalHeaders } from '../../lists/list-page';
import type { Rest } from '../../rest/route';
import * as service from './reports.service';
import { jsonTextOf } from '../../core/json-text';

export function reportsRest(rest: Rest): void {
  // A bare array of rows (keys as the report's columns) with x-total-count; ?format=csv downloads the whole report.
  rest.route({
    method: 'GET',
    url: '/api/reports/:report',
    response: { json: GetReportsByReportAnswer, files: ['text/csv'], headers: ['x-total-count', 'x-total-capped'] },
    permission: ['reports', 'read'],
    params: ReportParams,
    query: ReportQuery.extend({ format: exportFormat }),
    handler: async (ctx, { params, query }, { reply }) => {
      const input = { ...query, report: params.report };
      if (query.format === 'csv') return sendCsv(reply, service.csv(ctx, input));
      const page = await service.run(ctx, input);
      setTotalHeaders(reply, { total: page.total, totalCapped: page.totalCapped ?? false });
      return jsonTextOf(page.items);
    },
  });
}
