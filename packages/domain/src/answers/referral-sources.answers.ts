import { z } from 'zod';
import { ReferralPaymentMethodRecord, ReferralSourceRecord } from './party-records.answers.js';

/** GET /api/referral-sources */
export const GetReferralSourcesAnswer = z.array(ReferralSourceRecord);

/** POST /api/referral-sources */
export const PostReferralSourcesAnswer = ReferralSourceRecord;

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
export const GetReferralSourcesByIdPaymentMethodsAnswer = z.array(ReferralPaymentMethodRecord);

/** POST /api/referral-sources/:id/payment-methods */
export const PostReferralSourcesByIdPaymentMethodsAnswer = ReferralPaymentMethodRecord;

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
