import { MfaCodeInput } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './mfa.service';

// Each user manages their own second factor; the enrolment calls stay open to a user whom the
// admin obliges to enrol before anything else.
const own = () => procedure('self', 'edit', { duringEnrolment: true });

export const mfaRouter = router({
  status: procedure('self', 'read', { duringEnrolment: true }).query(({ ctx }) => service.status(ctx)),
  beginEnrolment: own().mutation(({ ctx }) => service.beginEnrolment(ctx)),
  confirmEnrolment: own()
    .input(MfaCodeInput)
    .mutation(({ ctx, input }) => service.confirmEnrolment(ctx, input)),
  disable: procedure('self', 'edit')
    .input(MfaCodeInput)
    .mutation(({ ctx, input }) => service.disable(ctx, input)),
  regenerateRecoveryCodes: procedure('self', 'edit')
    .input(MfaCodeInput)
    .mutation(({ ctx, input }) => service.regenerateRecoveryCodes(ctx, input)),
});
