import {
  GetOrganizationsByIdMerchantAccountsAnswer,
  MerchantAccountCreate,
  MerchantAccountUpdate,
  OrganizationIdInput,
  PatchMerchantAccountsByIdAnswer,
  PostMerchantAccountsByIdRevealAnswer,
  PostOrganizationsByIdMerchantAccountsAnswer,
  RecordIdInput,
} from '@app/domain';
import { childRecordRoutes } from '../../rest/child-record-routes';
import type { Rest } from '../../rest/route';
import * as service from './merchant-accounts.service';

const read = ['organizations', 'read'] as const;

export function merchantAccountsRest(rest: Rest): void {
  // Merchant accounts are never deleted: list, create and update only.
  childRecordRoutes(rest, {
    parentUrl: '/api/organizations/:id/merchant-accounts',
    answers: {
      list: GetOrganizationsByIdMerchantAccountsAnswer,
      created: PostOrganizationsByIdMerchantAccountsAnswer,
      updated: PatchMerchantAccountsByIdAnswer,
    },
    parentParams: OrganizationIdInput,
    url: '/api/merchant-accounts',
    params: RecordIdInput,
    list: read,
    edit: ['organizations', 'edit'],
    create: MerchantAccountCreate,
    update: MerchantAccountUpdate,
    service,
  });
  rest.route({
    method: 'POST',
    url: '/api/merchant-accounts/:id/reveal',
    response: PostMerchantAccountsByIdRevealAnswer,
    permission: read,
    params: RecordIdInput,
    handler: (ctx, { params }) => service.reveal(ctx, params.id),
  });
}
