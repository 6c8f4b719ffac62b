import {
  LoginParams,
  NoteInput,
  NoteParams,
  NotesPageQuery,
  OwnerParams,
  PaymentMethodCreate,
  PaymentMethodParams,
  PaymentMethodUpdate,
  PlatformLoginCreate,
  PlatformLoginPatch,
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
    permission: read,
    params: OwnerParams,
    query: NotesPageQuery,
    handler: (ctx, { params, query }) => notes.list(ctx, owner(params.id), query),
  });
  rest.route({
    method: 'POST',
    url: `${base}/notes`,
    permission: edit,
    status: 201,
    params: OwnerParams,
    body: NoteInput,
    handler: (ctx, { params, body }) => notes.create(ctx, owner(params.id), body),
  });
  rest.route({
    method: 'PUT',
    url: `${base}/notes/:noteId`,
    permission: edit,
    params: NoteParams,
    body: NoteInput,
    handler: (ctx, { params, body }) => notes.update(ctx, owner(params.id), params.noteId, body),
  });
  rest.route({
    method: 'DELETE',
    url: `${base}/notes/:noteId`,
    permission: edit,
    params: NoteParams,
    handler: (ctx, { params }) => notes.remove(ctx, owner(params.id), params.noteId),
  });

  rest.route({
    method: 'GET',
    url: `${base}/payment-methods`,
    permission: read,
    params: OwnerParams,
    handler: (ctx, { params }) => paymentMethods.list(ctx, owner(params.id)),
  });
  rest.route({
    method: 'POST',
    url: `${base}/payment-methods`,
    permission: edit,
    status: 201,
    params: OwnerParams,
    body: PaymentMethodCreate,
    handler: (ctx, { params, body }) => paymentMethods.create(ctx, owner(params.id), body),
  });
  rest.route({
    method: 'PUT',
    url: `${base}/payment-methods/:pmId`,
    permission: edit,
    params: PaymentMethodParams,
    body: PaymentMethodUpdate,
    handler: (ctx, { params, body }) => paymentMethods.update(ctx, owner(params.id), params.pmId, body),
  });
  rest.route({
    method: 'DELETE',
    url: `${base}/payment-methods/:pmId`,
    permission: edit,
    params: PaymentMethodParams,
    handler: (ctx, { params }) => paymentMethods.remove(ctx, owner(params.id), params.pmId),
  });
  rest.route({
    method: 'PUT',
    url: `${base}/payment-methods/:pmId/set-primary`,
    permission: edit,
    params: PaymentMethodParams,
    handler: (ctx, { params }) => paymentMethods.setPrimary(ctx, owner(params.id), params.pmId),
  });
  rest.route({
    method: 'POST',
    url: `${base}/payment-methods/:pmId/reveal`,
    permission: read,
    params: PaymentMethodParams,
    handler: (ctx, { params }) => paymentMethods.reveal(ctx, owner(params.id), params.pmId),
  });

  rest.route({
    method: 'GET',
    url: `${base}/logins`,
    permission: read,
    params: OwnerParams,
    handler: (ctx, { params }) => logins.list(ctx, owner(params.id)),
  });
  rest.route({
    method: 'POST',
    url: `${base}/logins`,
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
    permission: edit,
    params: LoginParams,
    body: PlatformLoginPatch,
    handler: (ctx, { params, body }) => logins.patch(ctx, params.id, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/logins/:id',
    permission: edit,
    params: LoginParams,
    handler: (ctx, { params }) => logins.remove(ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: '/api/logins/:id/reveal',
    permission: read,
    params: LoginParams,
    handler: (ctx, { params }) => logins.reveal(ctx, params.id),
  });
}
