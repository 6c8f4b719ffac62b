import {
  DeleteLoginsByIdAnswer,
  DeleteOwnerByIdNotesByNoteIdAnswer,
  DeleteOwnerByIdPaymentMethodsByPmIdAnswer,
  GetOwnerByIdLoginsAnswer,
  GetOwnerByIdNotesAnswer,
  GetOwnerByIdPaymentMethodsAnswer,
  LoginParams,
  NoteInput,
  NoteParams,
  NotesPageQuery,
  OwnerParams,
  PatchLoginsByIdAnswer,
  PaymentMethodCreate,
  PaymentMethodParams,
  PaymentMethodUpdate,
  PlatformLoginCreate,
  PlatformLoginPatch,
  PostLoginsByIdRevealAnswer,
  PostOwnerByIdLoginsAnswer,
  PostOwnerByIdNotesAnswer,
  PostOwnerByIdPaymentMethodsAnswer,
  PostOwnerByIdPaymentMethodsByPmIdRevealAnswer,
  PutOwnerByIdNotesByNoteIdAnswer,
  PutOwnerByIdPaymentMethodsByPmIdAnswer,
  PutOwnerByIdPaymentMethodsByPmIdSetPrimaryAnswer,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as logins from './logins.service';
import * as notes from './notes.service';
import { OWNER_AREA, type OwnerKind } from './owner';
import * as paymentMethods from './payment-methods.service';
import { anyOf } from '../../security/access';

const BASE = { client: '/api/clients', organization: '/api/organizations' } as const;

/** Notes, payment methods and logins of clients and organizations: the same services for both owner kinds. */
export function profileRecordsRest(rest: Rest): void {
  ownerRecordsRest(rest, 'organization');
  ownerRecordsRest(rest, 'client');
  loginsRest(rest);
}

function ownerRecordsRest(rest: Rest, kind: OwnerKind): void {
  const base = `${BASE[kind]}/:id`;
  const read = [OWNER_AREA[kind], 'read'] as const;
  const edit = [OWNER_AREA[kind], 'edit'] as const;
  const owner = (id: number) => ({ kind, id });

  rest.route({
    method: 'GET',
    url: `${base}/notes`,
    response: GetOwnerByIdNotesAnswer,
    permission: read,
    params: OwnerParams,
    query: NotesPageQuery,
    handler: (ctx, { params, query }) => notes.list(ctx, owner(params.id), query),
  });
  rest.route({
    method: 'POST',
    url: `${base}/notes`,
    response: PostOwnerByIdNotesAnswer,
    permission: edit,
    status: 201,
    params: OwnerParams,
    body: NoteInput,
    handler: (ctx, { params, body }) => notes.create(ctx, owner(params.id), body),
  });
  rest.route({
    method: 'PUT',
    url: `${base}/notes/:noteId`,
    response: PutOwnerByIdNotesByNoteIdAnswer,
    permission: edit,
    params: NoteParams,
    body: NoteInput,
    handler: (ctx, { params, body }) => notes.update(ctx, owner(params.id), params.noteId, body),
  });
  rest.route({
    method: 'DELETE',
    url: `${base}/notes/:noteId`,
    response: DeleteOwnerByIdNotesByNoteIdAnswer,
    permission: edit,
    params: NoteParams,
    handler: (ctx, { params }) => notes.remove(ctx, owner(params.id), params.noteId),
  });

  rest.route({
    method: 'GET',
    url: `${base}/payment-methods`,
    response: GetOwnerByIdPaymentMethodsAnswer,
    permission: read,
    params: OwnerParams,
    handler: (ctx, { params }) => paymentMethods.list(ctx, owner(params.id)),
  });
  rest.route({
    method: 'POST',
    url: `${base}/payment-methods`,
    response: PostOwnerByIdPaymentMethodsAnswer,
    permission: edit,
    status: 201,
    params: OwnerParams,
    body: PaymentMethodCreate,
    handler: (ctx, { params, body }) => paymentMethods.create(ctx, owner(params.id), body),
  });
  rest.route({
    method: 'PUT',
    url: `${base}/payment-methods/:pmId`,
    response: PutOwnerByIdPaymentMethodsByPmIdAnswer,
    permission: edit,
    params: PaymentMethodParams,
    body: PaymentMethodUpdate,
    handler: (ctx, { params, body }) => paymentMethods.update(ctx, owner(params.id), params.pmId, body),
  });
  rest.route({
    method: 'DELETE',
    url: `${base}/payment-methods/:pmId`,
    response: DeleteOwnerByIdPaymentMethodsByPmIdAnswer,
    permission: edit,
    params: PaymentMethodParams,
    handler: (ctx, { params }) => paymentMethods.remove(ctx, owner(params.id), params.pmId),
  });
  rest.route({
    method: 'PUT',
    url: `${base}/payment-methods/:pmId/set-primary`,
    response: PutOwnerByIdPaymentMethodsByPmIdSetPrimaryAnswer,
    permission: edit,
    params: PaymentMethodParams,
    handler: (ctx, { params }) => paymentMethods.setPrimary(ctx, owner(params.id), params.pmId),
  });
  rest.route({
    method: 'POST',
    url: `${base}/payment-methods/:pmId/reveal`,
    response: PostOwnerByIdPaymentMethodsByPmIdRevealAnswer,
    permission: read,
    params: PaymentMethodParams,
    handler: (ctx, { params }) => paymentMethods.reveal(ctx, owner(params.id), params.pmId),
  });

  rest.route({
    method: 'GET',
    url: `${base}/logins`,
    response: GetOwnerByIdLoginsAnswer,
    permission: read,
    params: OwnerParams,
    handler: (ctx, { params }) => logins.list(ctx, owner(params.id)),
  });
  rest.route({
    method: 'POST',
    url: `${base}/logins`,
    response: PostOwnerByIdLoginsAnswer,
    permission: edit,
    status: 201,
    params: OwnerParams,
    body: PlatformLoginCreate,
    handler: (ctx, { params, body }) => logins.create(ctx, owner(params.id), body),
  });
}

/**
 * `/api/logins/{id}` of either owner kind: the route needs the right on clients or on organizations,
 * the service checks the one of the login's owner (404 to a caller who may not read that owner).
 */
function loginsRest(rest: Rest): void {
  const read = anyOf(['clients', 'read'], ['organizations', 'read']);
  const edit = anyOf(['clients', 'edit'], ['organizations', 'edit']);
  rest.route({
    method: 'PATCH',
    url: '/api/logins/:id',
    response: PatchLoginsByIdAnswer,
    permission: edit,
    params: LoginParams,
    body: PlatformLoginPatch,
    handler: (ctx, { params, body }) => logins.patch(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/logins/:id',
    response: DeleteLoginsByIdAnswer,
    permission: edit,
    params: LoginParams,
    handler: (ctx, { params }) => logins.remove(ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: '/api/logins/:id/reveal',
    response: PostLoginsByIdRevealAnswer,
    permission: read,
    params: LoginParams,
    handler: (ctx, { params }) => logins.reveal(ctx, params.id),
  });
}
