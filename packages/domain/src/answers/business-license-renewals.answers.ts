import { z } from 'zod';

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
export const GetBusinessLicenseRenewalsAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    organizationName: z.string(),
    formattedId: z.string(),
    kind: z.string(),
    year: z.number(),
    dueDate: z.string(),
    status: z.string(),
    completedAt: z.string().nullable(),
    state: z.string(),
    daysOverdue: z.number(),
    daysRemaining: z.number(),
  }),
);

/** PUT /api/business-license-renewals/:id */
export const PutBusinessLicenseRenewalsByIdAnswer = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  formattedId: z.string(),
  kind: z.string(),
  year: z.number(),
  dueDate: z.string(),
  status: z.string(),
  completedAt: z.string().nullable(),
  state: z.string(),
  daysOverdue: z.number(),
  daysRemaining: z.number(),
});
