import {
  LoginCreateInput,
  LoginPatchInput,
  NoteCreateInput,
  NoteListInput,
  NoteParams,
  NoteUpdateInput,
  OwnerLoginParams,
  OwnerParams,
  OwnerPaymentMethodCreate,
  OwnerPaymentMethodUpdate,
  PaymentMethodParams,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as logins from './logins.service';
import * as notes from './notes.service';
import { OWNER_AREA, type OwnerKind } from './owner';
import * as paymentMethods from './payment-methods.service';

/**
 * `{ notes, paymentMethods, logins }` of a client or organization router, e.g.
 * `clients.notes.list({ id })`, `organizations.logins.patch({ id, loginId, patch })`.
 */
export function profileRecordsRouter(kind: OwnerKind) {
  const read = () => procedure(OWNER_AREA[kind], 'read');
  const edit = () => procedure(OWNER_AREA[kind], 'edit');
  const owner = (id: number) => ({ kind, id });
  return {
    notes: router({
      list: read()
        .input(NoteListInput)
        .query(({ ctx, input: { id, ...page } }) => notes.list(ctx, owner(id), page)),
      create: edit()
        .input(NoteCreateInput)
        .mutation(({ ctx, input: { id, ...note } }) => notes.create(ctx, owner(id), note)),
      update: edit()
        .input(NoteUpdateInput)
        .mutation(({ ctx, input: { id, noteId, ...note } }) => notes.update(ctx, owner(id), noteId, note)),
      delete: edit()
        .input(NoteParams)
        .mutation(({ ctx, input }) => notes.remove(ctx, owner(input.id), input.noteId)),
    }),
    paymentMethods: router({
      list: read()
        .input(OwnerParams)
        .query(({ ctx, input }) => paymentMethods.list(ctx, owner(input.id))),
      create: edit()
        .input(OwnerPaymentMethodCreate)
        .mutation(({ ctx, input }) => paymentMethods.create(ctx, owner(input.id), input.method)),
      update: edit()
        .input(OwnerPaymentMethodUpdate)
        .mutation(({ ctx, input }) => paymentMethods.update(ctx, owner(input.id), input.pmId, input.method)),
      delete: edit()
        .input(PaymentMethodParams)
        .mutation(({ ctx, input }) => paymentMethods.remove(ctx, owner(input.id), input.pmId)),
      setPrimary: edit()
        .input(PaymentMethodParams)
        .mutation(({ ctx, input }) => paymentMethods.setPrimary(ctx, owner(input.id), input.pmId)),
      reveal: read()
        .input(PaymentMethodParams)
        .mutation(({ ctx, input }) => paymentMethods.reveal(ctx, owner(input.id), input.pmId)),
    }),
    logins: router({
      list: read()
        .input(OwnerParams)
        .query(({ ctx, input }) => logins.list(ctx, owner(input.id))),
      create: edit()
        .input(LoginCreateInput)
        .mutation(({ ctx, input: { id, ...login } }) => logins.create(ctx, owner(id), login)),
      patch: edit()
        .input(LoginPatchInput)
        .mutation(({ ctx, input }) => logins.patch(ctx, input.loginId, input.patch, owner(input.id))),
      delete: edit()
        .input(OwnerLoginParams)
        .mutation(({ ctx, input }) => logins.remove(ctx, input.loginId, owner(input.id))),
      reveal: read()
        .input(OwnerLoginParams)
        .mutation(({ ctx, input }) => logins.reveal(ctx, input.loginId, owner(input.id))),
    }),
  };
}
