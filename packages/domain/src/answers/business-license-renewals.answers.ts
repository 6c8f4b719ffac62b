import { z } from 'zod';
import { BusinessLicenseRenewalRecord } from './work-records.answers.js';

/** POST /api/business-license-renewals/generate */
export const PostBusinessLicenseRenewalsGenerateAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    kind: z.string(),
    year: z.number(),
    dueDate: z.string(),
    status: z.string(),
  }),
);

/** DELETE /api/business-license-renewals/remove */
export const DeleteBusinessLicenseRenewalsRemoveAnswer = z.object({
  removed: z.number(),
});

/** POST /api/business-license-renewals/generate-other */
export const PostBusinessLicenseRenewalsGenerateOtherAnswer = PostBusinessLicenseRenewalsGenerateAnswer;

/** GET /api/business-license-renewals */
export const GetBusinessLicenseRenewalsAnswer = z.array(BusinessLicenseRenewalRecord);

/** PUT /api/business-license-renewals/:id */
export const PutBusinessLicenseRenewalsByIdAnswer = BusinessLicenseRenewalRecord;
