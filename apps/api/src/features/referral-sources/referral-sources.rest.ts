import {
  DeleteReferralSourcesByIdPaymentMethodsByPmIdAnswer,
  GetReferralSourcesAnswer,
  GetReferralSourcesByIdAnswer,
  GetReferralSourcesByIdClientsAnswer,
  GetReferralSourcesByIdOrganizationsAnswer,
  GetReferralSourcesByIdPaymentMethodsAnswer,
  PostReferralSourcesAnswer,
  PostReferralSourcesByIdPaymentMethodsAnswer,
  PostReferralSourcesByIdPaymentMethodsByPmIdRevealAnswer,
  PostReferralSourcesByIdRevealAnswer,
  PutReferralSourcesByIdAnswer,
  PutReferralSourcesByIdPaymentMethodsByPmIdAnswer,
  PutReferralSourcesByIdPaymentMethodsByPmIdSetPrimaryAnswer,
  ReferralIdParams,
  ReferralListQuery,
  ReferralPaymentMethodCreate,
  ReferralPaymentMethodUpdate,
  ReferralPmParams,
  ReferralSourceCreate,
  ReferralSourceUpdate,
  ReferredQuery,
  RevealSsnInput,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as paymentMethods from '../profile-records/payment-methods.service';
import * as service from './referral-sources.service';
import { allOf, anyOf } from '../../security/access';

const access = ['referralSources', 'read'] as const;
/** The commission payment method's owner (payment-methods.service.ts; spec 1's words, at most one). */
const partner = (id: number) => ({ kind: 'referralSource' as const, id });
const edit = ['referralSources', 'edit'] as const;
// docs/decisions/4-security.md: "referral partners' names with canAccessClients or canAccessOrganizations" (the service answers names only).
const names = anyOf(access, ['clients', 'read'], ['organizations', 'read']);

export function referralSourcesRest(rest: Rest): void {
  // Also the pickers' list (names only without canAccessReferralSources): the service decides.
  rest.route({
    method: 'GET',
    url: '/api/referral-sources',
    response: GetReferralSourcesAnswer,
    permission: names,
    query: ReferralListQuery,
    handler: (ctx, { query }) => service.list(ctx, query),
  });
  rest.route({
    method: 'POST',
    url: '/api/referral-sources',
    response: PostReferralSourcesAnswer,
    permission: edit,
    status: 201,
    body: ReferralSourceCreate,
    handler: (ctx, { body }) => service.create(ctx, body),
  });
  rest.route({
    method: 'GET',
    url: '/api/referral-sources/:id',
    response: GetReferralSourcesByIdAnswer,
    permission: access,
    params: ReferralIdParams,
    handler: (ctx, { params }) => service.get(ctx, params),
  });
  rest.route({
    method: 'PUT',
    url: '/api/referral-sources/:id',
    response: PutReferralSourcesByIdAnswer,
    permission: edit,
    params: ReferralIdParams,
    body: ReferralSourceUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, { ...body, id: params.id }),
  });
  rest.route({
    method: 'POST',
    url: '/api/referral-sources/:id/reveal',
    response: PostReferralSourcesByIdRevealAnswer,
    permission: access,
    params: ReferralIdParams,
    body: RevealSsnInput,
    handler: (ctx, { params, body }) => service.reveal(ctx, { id: params.id, field: body.field }),
  });
  rest.route({
    method: 'GET',
    url: '/api/referral-sources/:id/clients',
    response: GetReferralSourcesByIdClientsAnswer,
    permission: allOf(access, ['clients', 'read']),
    params: ReferralIdParams,
    query: ReferredQuery,
    handler: (ctx, { params, query }) => service.clients(ctx, { ...query, id: params.id }),
  });
  rest.route({
    method: 'GET',
    url: '/api/referral-sources/:id/organizations',
    response: GetReferralSourcesByIdOrganizationsAnswer,
    permission: allOf(access, ['organizations', 'read']),
    params: ReferralIdParams,
    query: ReferredQuery,
    handler: (ctx, { params, query }) => service.organizations(ctx, { ...query, id: params.id }),
  });
  rest.route({
    method: 'GET',
    url: '/api/referral-sources/:id/payment-methods',
    response: GetReferralSourcesByIdPaymentMethodsAnswer,
    permission: access,
    params: ReferralIdParams,
    handler: (ctx, { params }) => paymentMethods.list(ctx, partner(params.id)),
  });
  rest.route({
    method: 'POST',
    url: '/api/referral-sources/:id/payment-methods',
    response: PostReferralSourcesByIdPaymentMethodsAnswer,
    permission: edit,
    status: 201,
    params: ReferralIdParams,
    body: ReferralPaymentMethodCreate,
    handler: (ctx, { params, body }) => paymentMethods.create(ctx, partner(params.id), body),
  });
  rest.route({
    method: 'PUT',
    url: '/api/referral-sources/:id/payment-methods/:pmId',
    response: PutReferralSourcesByIdPaymentMethodsByPmIdAnswer,
    permission: edit,
    params: ReferralPmParams,
    body: ReferralPaymentMethodUpdate,
    handler: (ctx, { params, body }) => paymentMethods.update(ctx, partner(params.id), params.pmId, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/referral-sources/:id/payment-methods/:pmId',
    response: DeleteReferralSourcesByIdPaymentMethodsByPmIdAnswer,
    permission: edit,
    params: ReferralPmParams,
    handler: (ctx, { params }) => paymentMethods.remove(ctx, partner(params.id), params.pmId),
  });
  rest.route({
    method: 'PUT',
    url: '/api/referral-sources/:id/payment-methods/:pmId/set-primary',
    response: PutReferralSourcesByIdPaymentMethodsByPmIdSetPrimaryAnswer,
    permission: edit,
    params: ReferralPmParams,
    handler: (ctx, { params }) => paymentMethods.setPrimary(ctx, partner(params.id), params.pmId),
  });
  rest.route({
    method: 'POST',
    url: '/api/referral-sources/:id/payment-methods/:pmId/reveal',
    response: PostReferralSourcesByIdPaymentMethodsByPmIdRevealAnswer,
    permission: access,
    params: ReferralPmParams,
    handler: (ctx, { params }) => paymentMethods.reveal(ctx, partner(params.id), params.pmId),
  });
}
