import { procedure, router } from '../../trpc/init';
import { AuditListInput } from './audit.schema';
import * as service from './audit.service';

export const auditRouter = router({
  list: procedure('audit', 'read')
    .input(AuditListInput)
    .query(({ ctx, input }) => service.list(ctx, input)),
});
