import { AuditListQuery } from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './audit.service';

export function auditRest(rest: Rest): void {
  // A bare array, newest first; the next page starts after ?cursor=<id of the last entry>.
  rest.route({
    method: 'GET',
    url: '/api/audit-log',
    permission: ['audit', 'read'],
    query: AuditListQuery,
    handler: async (ctx, { query }) => (await service.list(ctx, query as service.AuditListInput)).items,
  });
}
