import { ReportInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './reports.service';

export const reportsRouter = router({
  run: procedure('reports', 'read')
    .input(ReportInput)
    .query(({ ctx, input }) => service.run(ctx, input)),
});
