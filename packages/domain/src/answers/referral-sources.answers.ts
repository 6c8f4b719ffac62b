import { z } from 'zod';

/** GET /api/referral-sources */
export const GetReferralSourcesAnswer = z.array(
  z.object({
    id: z.number(),
    displayId: z.string(),
    firstName: z.string().optional(),
    middleName: z.string().nullable().optional(),
    lastName: z.string().nullable().optional(),
    fullName: z.string(),
    email: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    ssn: z.string().nullable().optional(),
    organizationName: z.string().nullable().optional(),
    ein: z.string().nullable().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  }),
);

/** POST /api/referral-sources */
export const PostReferralSourcesAnswer = z.object({
  id: z.number(),
  displayId: z.string(),
  firstName: z.string().optional(),
  middleName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  fullName: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  ssn: z.string().nullable().optional(),
  organizationName: z.string().nullable().optional(),
  ein: z.string().nullable().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

/** GET /api/referral-sources/:id */
export const GetReferralSourcesByIdAnswer = PostReferralSourcesAnswer;

/** PUT /api/referral-sources/:id */
export const PutReferralSourcesByIdAnswer = PostReferralSourcesAnswer;

/** POST /api/referral-sources/:id/reveal */
export const PostReferralSourcesByIdRevealAnswer = z.object({
  value: z.string().nullable(),
});

/** GET /api/referral-sources/:id/clients */
export const GetReferralSourcesByIdClientsAnswer = z.array(
  z.object({
    id: z.number(),
    displayId: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.string(),
    createdAt: z.string(),
  }),
);

/** GET /api/referral-sources/:id/organizations */
export const GetReferralSourcesByIdOrganizationsAnswer = z.array(
  z.object({
    id: z.number(),
    displayId: z.string(),
    businessDba: z.string(),
    businessEmail: z.string(),
    businessPhone: z.string().nullable(),
    status: z.string(),
    createdAt: z.string(),
  }),
);

/** GET /api/referral-sources/:id/payment-methods */
export const GetReferralSourcesByIdPaymentMethodsAnswer = z.array(
  z.object({
    id: z.number(),
    type: z.string(),
    isPrimary: z.boolean(),
    digitalType: z.string().nullable(),
    digitalEmail: z.string().nullable(),
    accountHolderName: z.string().nullable(),
    bankName: z.string().nullable(),
    routingNumber: z.string().nullable(),
    accountNumber: z.string().nullable(),
    cardholderName: z.string().nullable(),
    cardNumber: z.string().nullable(),
    cardBrand: z.string().nullable(),
    expirationDate: z.string().nullable(),
    securityCode: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** POST /api/referral-sources/:id/payment-methods */
export const PostReferralSourcesByIdPaymentMethodsAnswer = z.object({
  id: z.number(),
  type: z.string(),
  isPrimary: z.boolean(),
  digitalType: z.string().nullable(),
  digitalEmail: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  cardholderName: z.string().nullable(),
  cardNumber: z.string().nullable(),
  cardBrand: z.string().nullable(),
  expirationDate: z.string().nullable(),
  securityCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** PUT /api/referral-sources/:id/payment-methods/:pmId */
export const PutReferralSourcesByIdPaymentMethodsByPmIdAnswer = PostReferralSourcesByIdPaymentMethodsAnswer;

/** DELETE /api/referral-sources/:id/payment-methods/:pmId */
export const DeleteReferralSourcesByIdPaymentMethodsByPmIdAnswer = z.object({
  ok: z.boolean(),
});

/** PUT /api/referral-sources/:id/payment-methods/:pmId/set-primary */
export const PutReferralSourcesByIdPaymentMethodsByPmIdSetPrimaryAnswer = PostReferralSourcesByIdPaymentMethodsAnswer;

/** POST /api/referral-sources/:id/payment-methods/:pmId/reveal */
export const PostReferralSourcesByIdPaymentMethodsByPmIdRevealAnswer = PostReferralSourcesByIdPaymentMethodsAnswer;
