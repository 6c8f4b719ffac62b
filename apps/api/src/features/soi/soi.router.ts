import { OrganizationIdInput, SoiGenerate, SoiRemove } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './soi.service';

export const soiRouter = router({
  forOrganization: procedure('organizations', 'read')
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.listForOrganization(ctx, input.id)),
  generate: procedure('organizations', 'edit')
    .input(SoiGenerate)
    .mutation(({ ctx, input }) => service.generate(ctx, input)),
  remove: procedure('organizations', 'edit')
    .input(SoiRemove)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
});
