import { MerchantAccountCreate, MerchantAccountUpdate, OrganizationIdInput, RecordIdInput } from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './merchant-accounts.service';

const read = ['organizations', 'read'] as const;
const edit = ['organizations', 'edit'] as const;

export function merchantAccountsRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/merchant-accounts',
    permission: read,
    params: OrganizationIdInput,
    handler: (ctx, { params }) => service.list(ctx, params.id),
  });
  rest.route({
    method: 'POST',
    url: '/api/organizations/:id/merchant-accounts',
    permission: edit,
    params: OrganizationIdInput,
    body: MerchantAccountCreate,
    status: 201,
    handler: (ctx, { params, body }) => service.create(ctx, params.id, body),
  });
  rest.route({
    method: 'PATCH',
    url: '/api/merchant-accounts/:id',
    permission: edit,
    params: RecordIdInput,
    body: MerchantAccountUpdate,
    handler: (ctx, { params, body }) => service.update(ctx, params.id, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/merchant-accounts/:id/reveal',
    permission: read,
    params: RecordIdInput,
    handler: (ctx, { params }) => service.reveal(ctx, params.id),
  });
}
