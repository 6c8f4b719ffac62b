import {
  BusinessLicenseGenerate,
  BusinessLicenseGenerateOther,
  BusinessLicenseListQuery,
  BusinessLicenseRemove,
  BusinessLicenseStatusUpdate,
  DeleteBusinessLicenseRenewalsRemoveAnswer,
  GetBusinessLicenseRenewalsAnswer,
  GetOrganizationsByIdBusinessLicenseRenewalsAnswer,
  PostBusinessLicenseRenewalsGenerateAnswer,
  PostBusinessLicenseRenewalsGenerateOtherAnswer,
  PutBusinessLicenseRenewalsByIdAnswer,
  RecordIdInput,
} from '@app/domain';
import { deadlineListRoutes, organizationScheduleRoutes } from '../../rest/deadline-routes';
import type { Rest } from '../../rest/route';
import * as renewals from './business-license-renewals.service';
import * as service from './business-licenses.service';

export function businessLicensesRest(rest: Rest): void {
  organizationScheduleRoutes(rest, {
    url: '/api/business-license-renewals',
    organizationUrl: '/api/organizations/:id/business-license-renewals',
    answers: {
      generated: PostBusinessLicenseRenewalsGenerateAnswer,
      removed: DeleteBusinessLicenseRenewalsRemoveAnswer,
      listed: GetOrganizationsByIdBusinessLicenseRenewalsAnswer,
    },
    generate: BusinessLicenseGenerate,
    remove: BusinessLicenseRemove,
    service,
  });
  rest.route({
    method: 'POST',
    url: '/api/business-license-renewals/generate-other',
    response: PostBusinessLicenseRenewalsGenerateOtherAnswer,
    permission: ['organizations', 'edit'],
    body: BusinessLicenseGenerateOther,
    handler: (ctx, { body }) => service.generateOther(ctx, body),
  });
  // The screen's list.
  deadlineListRoutes(rest, {
    url: '/api/business-license-renewals',
    answer: GetBusinessLicenseRenewalsAnswer,
    permission: ['calendars', 'read'],
    query: BusinessLicenseListQuery,
    list: renewals.list,
    csv: renewals.csv,
    status: {
      url: '/api/business-license-renewals/:id',
      answer: PutBusinessLicenseRenewalsByIdAnswer,
      params: RecordIdInput,
      body: BusinessLicenseStatusUpdate,
      save: renewals.update,
    },
  });
}
