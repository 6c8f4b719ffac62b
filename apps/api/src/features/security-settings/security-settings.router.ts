import { SecuritySettingsUpdate } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './security-settings.service';

// Admin-only switches (the 'workforce' area is admin-only in can()).
export const securitySettingsRouter = router({
  get: procedure('workforce', 'admin').query(({ ctx }) => service.get(ctx)),
  // Payment-method forms of every user hide the security code input when codes are not kept.
  cardPolicy: procedure('signedIn').query(({ ctx }) => service.cardPolicy(ctx)),
  update: procedure('workforce', 'admin')
    .input(SecuritySettingsUpdate)
    .mutation(({ ctx, input }) => service.update(ctx, input)),
});
