import { z } from 'zod';
import { LoginRecord, PaymentMethodRecord } from './party-records.answers.js';

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
export const GetOwnerByIdPaymentMethodsAnswer = z.array(PaymentMethodRecord);

/** POST /api/owner/:id/payment-methods */
export const PostOwnerByIdPaymentMethodsAnswer = PaymentMethodRecord;

/** PUT /api/owner/:id/payment-methods/:pmId */
export const PutOwnerByIdPaymentMethodsByPmIdAnswer = PostOwnerByIdPaymentMethodsAnswer;

/** DELETE /api/owner/:id/payment-methods/:pmId */
export const DeleteOwnerByIdPaymentMethodsByPmIdAnswer = DeleteOwnerByIdNotesByNoteIdAnswer;

/** PUT /api/owner/:id/payment-methods/:pmId/set-primary */
export const PutOwnerByIdPaymentMethodsByPmIdSetPrimaryAnswer = PostOwnerByIdPaymentMethodsAnswer;

/** POST /api/owner/:id/payment-methods/:pmId/reveal */
export const PostOwnerByIdPaymentMethodsByPmIdRevealAnswer = PostOwnerByIdPaymentMethodsAnswer;

/** GET /api/owner/:id/logins */
export const GetOwnerByIdLoginsAnswer = z.array(LoginRecord);

/** POST /api/owner/:id/logins */
export const PostOwnerByIdLoginsAnswer = LoginRecord;
