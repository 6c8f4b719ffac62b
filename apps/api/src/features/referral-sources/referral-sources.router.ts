import {
  ReferralIdParams,
  ReferralListQuery,
  ReferralPmCreateInput,
  ReferralPmParams,
  ReferralPmUpdateInput,
  ReferralRevealInput,
  ReferralSourceCreate,
  ReferralUpdateInput,
  ReferredInput,
} from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as paymentMethods from '../profile-records/payment-methods.service';
import * as service from './referral-sources.service';
import { allOf, anyOf } from '../../security/access';

const read = () => procedure('referralSources', 'read');
/** The commission payment method's owner (payment-methods.service.ts; spec 1's words, at most one). */
const partner = (id: number) => ({ kind: 'referralSource' as const, id });
const edit = () => procedure('referralSources', 'edit');

export const referralSourcesRouter = router({
  /** Full records with canAccessReferralSources; names only for the client and organization pickers. */
  list: procedure(anyOf(['referralSources', 'read'], ['clients', 'read'], ['organizations', 'read']))
    .input(ReferralListQuery)
    .query(({ ctx, input }) => service.list(ctx, input)),
  get: read()
    .input(ReferralIdParams)
    .query(({ ctx, input }) => service.get(ctx, input)),
  create: edit()
    .input(ReferralSourceCreate)
    .mutation(({ ctx, input }) => service.create(ctx, input)),
  update: edit()
    .input(ReferralUpdateInput)
    .mutation(({ ctx, input }) => service.update(ctx, input)),
  reveal: read()
    .input(ReferralRevealInput)
    .mutation(({ ctx, input }) => service.reveal(ctx, input)),
  clients: procedure(allOf(['referralSources', 'read'], ['clients', 'read']))
    .input(ReferredInput)
    .query(({ ctx, input }) => service.clients(ctx, input)),
  organizations: procedure(allOf(['referralSources', 'read'], ['organizations', 'read']))
    .input(ReferredInput)
    .query(({ ctx, input }) => service.organizations(ctx, input)),
  paymentMethods: router({
    list: read()
      .input(ReferralIdParams)
      .query(({ ctx, input }) => paymentMethods.list(ctx, partner(input.id))),
    create: edit()
      .input(ReferralPmCreateInput)
      .mutation(({ ctx, input }) => paymentMethods.create(ctx, partner(input.id), input.method)),
    update: edit()
      .input(ReferralPmUpdateInput)
      .mutation(({ ctx, input }) => paymentMethods.update(ctx, partner(input.id), input.pmId, input.method)),
    delete: edit()
      .input(ReferralPmParams)
      .mutation(({ ctx, input }) => paymentMethods.remove(ctx, partner(input.id), input.pmId)),
    setPrimary: edit()
      .input(ReferralPmParams)
      .mutation(({ ctx, input }) => paymentMethods.setPrimary(ctx, partner(input.id), input.pmId)),
    reveal: read()
      .input(ReferralPmParams)
      .mutation(({ ctx, input }) => paymentMethods.reveal(ctx, partner(input.id), input.pmId)),
  }),
});
