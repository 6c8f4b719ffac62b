import { AuditListInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './audit.service';

export const auditRouter = router({
  list: procedure('audit', 'read')
    .input(AuditListInput)
    .query(({ ctx, input }) => service.list(ctx, input)),
  facets: procedure('audit', 'read').query(({ ctx }) => service.facets(ctx)),
});
