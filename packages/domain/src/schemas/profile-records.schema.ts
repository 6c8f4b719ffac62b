import { z } from 'zod';
import { numericId } from './common';
import { PlatformLoginCreate, PlatformLoginPatch } from './logins.schema';
import { NoteInput } from './notes.schema';
import { PaymentMethodCreate, PaymentMethodUpdate } from './payment-methods.schema';

// Path parameters and tRPC inputs of the notes, payment methods and logins of a client or an
// organization (the records' own fields are in notes, payment-methods and logins .schema.ts).

export const OwnerParams = z.object({ id: numericId('Invalid id') });
export const NoteParams = OwnerParams.extend({ noteId: numericId('Invalid note id') });
export const PaymentMethodParams = OwnerParams.extend({ pmId: numericId('Invalid payment method id') });
export const LoginParams = z.object({ id: numericId('Invalid login id') });
export const OwnerLoginParams = OwnerParams.extend({ loginId: numericId('Invalid login id') });
export const NotesPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

// tRPC inputs: the owner's id plus the record's id and fields.
export const NoteListInput = OwnerParams.extend(NotesPageQuery.shape);
export const NoteCreateInput = NoteInput.extend(OwnerParams.shape);
export const NoteUpdateInput = NoteInput.extend(NoteParams.shape);
export const OwnerPaymentMethodCreate = z.object({ id: OwnerParams.shape.id, method: PaymentMethodCreate });
export const OwnerPaymentMethodUpdate = z.object({
  id: OwnerParams.shape.id,
  pmId: PaymentMethodParams.shape.pmId,
  method: PaymentMethodUpdate,
});
export const LoginCreateInput = PlatformLoginCreate.extend(OwnerParams.shape);
export const LoginPatchInput = z.object({
  id: OwnerParams.shape.id,
  loginId: OwnerLoginParams.shape.loginId,
  patch: PlatformLoginPatch,
});
