import {
  BusinessLicenseGenerate,
  BusinessLicenseGenerateOther,
  BusinessLicenseListQuery,
  BusinessLicenseRemove,
  BusinessLicenseRenewalUpdate,
  OrganizationIdInput,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as renewals from './business-license-renewals.service';
import * as service from './business-licenses.service';

export const businessLicensesRouter = router({
  list: procedure('calendars', 'read')
    .input(BusinessLicenseListQuery)
    .query(({ ctx, input }) => renewals.list(ctx, input)),
  counts: procedure('calendars', 'read')
    .input(BusinessLicenseListQuery)
    .query(({ ctx, input }) => renewals.counts(ctx, input)),
  overview: procedure('calendars', 'read').query(({ ctx }) => renewals.overview(ctx)),
  update: procedure('calendars', 'edit')
    .input(BusinessLicenseRenewalUpdate)
    .mutation(({ ctx, input }) => renewals.update(ctx, input)),
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
