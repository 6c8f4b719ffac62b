import { z } from 'zod';

/** A submission as the list answers it: what it is and what it is linked to. */
const SubmissionSummary = z.object({
  type: z.string(),
  id: z.number(),
  formId: z.string().nullable(),
  title: z.string(),
  category: z.string(),
  submittedAt: z.string(),
  clientId: z.number().nullable(),
  organizationId: z.number().nullable(),
  linkedClient: z
    .object({
      id: z.number(),
      displayId: z.string(),
      fullName: z.string(),
    })
    .nullable(),
  linkedOrganization: z
    .object({
      id: z.number(),
      displayId: z.string(),
      businessDba: z.string(),
    })
    .nullable(),
  linkedAt: z.string().nullable(),
});

/** GET /api/submissions */
export const GetSubmissionsAnswer = z.array(SubmissionSummary);

/** GET /api/submissions/:type/:id */
export const GetSubmissionsByTypeByIdAnswer = z.object({
  employerName: z.string().optional(),
  firstName: z.string(),
  middleName: z.string().nullable().optional(),
  lastName: z.string(),
  accountType: z.string(),
  percentageDeposit: z.number().optional(),
  bankName: z.string(),
  routingNumber: z.string(),
  accountNumber: z.string(),
  signatureNames: z.string().optional(),
  signature: z.string().nullable(),
  signatureDate: z.string().optional(),
  voidCheck: z.string().optional(),
  ...SubmissionSummary.shape,
  formId: z.string(),
  files: z.object({
    signature: z
      .object({
        fileName: z.string().nullable(),
        mimeType: z.string(),
        sizeBytes: z.number(),
        url: z.string(),
      })
      .optional(),
    voidCheck: z
      .object({
        fileName: z.string().nullable(),
        mimeType: z.string(),
        sizeBytes: z.number(),
        url: z.string(),
      })
      .optional(),
  }),
  streetAddress: z.string().optional(),
  streetAddress2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
  accountName: z.string().optional(),
  titlePosition: z.string().optional(),
});

/** POST /api/submissions/:type/:id/link-client */
export const PostSubmissionsByTypeByIdLinkClientAnswer = GetSubmissionsByTypeByIdAnswer;

/** POST /api/submissions/:type/:id/link-organization */
export const PostSubmissionsByTypeByIdLinkOrganizationAnswer = GetSubmissionsByTypeByIdAnswer;

/** POST /api/submissions/:type/:id/unlink */
export const PostSubmissionsByTypeByIdUnlinkAnswer = GetSubmissionsByTypeByIdAnswer;

/** POST /api/submissions/:type/:id/create-profile */
export const PostSubmissionsByTypeByIdCreateProfileAnswer = z.object({
  profile: z.object({
    type: z.string(),
    id: z.number(),
    displayId: z.string(),
    name: z.string(),
  }),
  submission: z.object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    streetAddress: z.string().nullable().optional(),
    streetAddress2: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
    zipCode: z.string().nullable().optional(),
    accountType: z.string().nullable().optional(),
    bankName: z.string().nullable().optional(),
    accountName: z.string().nullable().optional(),
    accountNumber: z.string().nullable().optional(),
    routingNumber: z.string().nullable().optional(),
    titlePosition: z.string().nullable().optional(),
    signature: z.unknown().optional(),
    ...SubmissionSummary.shape,
    linkedAt: z.string(),
    files: z.object({}),
    businessName: z.string().optional(),
    contactPerson: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().nullable().optional(),
    serviceType: z.unknown().optional(),
    estimatedBudget: z.unknown().optional(),
    projectDetails: z.unknown().optional(),
  }),
});

/** POST /api/submissions/:type/:id/reveal */
export const PostSubmissionsByTypeByIdRevealAnswer = z.object({
  value: z.string(),
});
