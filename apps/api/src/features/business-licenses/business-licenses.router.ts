import { BusinessLicenseGenerate, BusinessLicenseGenerateOther, BusinessLicenseRemove, OrganizationIdInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './business-licenses.service';

export const businessLicensesRouter = router({
  forOrganization: procedure('organizations', 'read')
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.listForOrganization(ctx, input.id)),
  generate: procedure('organizations', 'edit')
    .input(BusinessLicenseGenerate)
    .mutation(({ ctx, input }) => service.generate(ctx, input)),
  generateOther: procedure('organizations', 'edit')
    .input(BusinessLicenseGenerateOther)
    .mutation(({ ctx, input }) => service.generateOther(ctx, input)),
  remove: procedure('organizations', 'edit')
    .input(BusinessLicenseRemove)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
});
