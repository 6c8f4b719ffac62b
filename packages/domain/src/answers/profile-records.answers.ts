import { z } from 'zod';

/** GET /api/owner/:id/notes */
export const GetOwnerByIdNotesAnswer = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    content: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.number(),
  }),
);

/** POST /api/owner/:id/notes */
export const PostOwnerByIdNotesAnswer = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.number(),
});

/** PUT /api/owner/:id/notes/:noteId */
export const PutOwnerByIdNotesByNoteIdAnswer = PostOwnerByIdNotesAnswer;

/** DELETE /api/owner/:id/notes/:noteId */
export const DeleteOwnerByIdNotesByNoteIdAnswer = z.object({
  ok: z.boolean(),
});

/** GET /api/owner/:id/payment-methods */
export const GetOwnerByIdPaymentMethodsAnswer = z.array(
  z.object({
    id: z.number(),
    type: z.string(),
    isPrimary: z.boolean(),
    digitalType: z.string().nullable(),
    digitalEmail: z.string().nullable(),
    cardName: z.string().nullable(),
    cardNumber: z.string().nullable(),
    cardBrand: z.string().nullable(),
    cardExpiry: z.string().nullable(),
    cardCvv: z.string().nullable(),
    billingAddress: z.string().nullable(),
    bankName: z.string().nullable(),
    routingNumber: z.string().nullable(),
    accountNumber: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** POST /api/owner/:id/payment-methods */
export const PostOwnerByIdPaymentMethodsAnswer = z.object({
  id: z.number(),
  type: z.string(),
  isPrimary: z.boolean(),
  digitalType: z.string().nullable(),
  digitalEmail: z.string().nullable(),
  cardName: z.string().nullable(),
  cardNumber: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardExpiry: z.string().nullable(),
  cardCvv: z.string().nullable(),
  billingAddress: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** PUT /api/owner/:id/payment-methods/:pmId */
export const PutOwnerByIdPaymentMethodsByPmIdAnswer = PostOwnerByIdPaymentMethodsAnswer;

/** DELETE /api/owner/:id/payment-methods/:pmId */
export const DeleteOwnerByIdPaymentMethodsByPmIdAnswer = DeleteOwnerByIdNotesByNoteIdAnswer;

/** PUT /api/owner/:id/payment-methods/:pmId/set-primary */
export const PutOwnerByIdPaymentMethodsByPmIdSetPrimaryAnswer = PostOwnerByIdPaymentMethodsAnswer;

/** POST /api/owner/:id/payment-methods/:pmId/reveal */
export const PostOwnerByIdPaymentMethodsByPmIdRevealAnswer = PostOwnerByIdPaymentMethodsAnswer;

/** GET /api/owner/:id/logins */
export const GetOwnerByIdLoginsAnswer = z.array(
  z.object({
    id: z.number(),
    platform: z.string(),
    username: z.string().nullable(),
    password: z.string().nullable(),
    pin: z.string().nullable(),
    notes: z.string().nullable(),
    entityType: z.string(),
    entityId: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** POST /api/owner/:id/logins */
export const PostOwnerByIdLoginsAnswer = z.object({
  id: z.number(),
  platform: z.string(),
  username: z.string().nullable(),
  password: z.string().nullable(),
  pin: z.string().nullable(),
  notes: z.string().nullable(),
  entityType: z.string(),
  entityId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
