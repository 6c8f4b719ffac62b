import { LoginInput, MfaCodeInput, RegisterInput, type SessionUser } from '@app/domain';
import { publicProcedure, router } from '../../trpc/init';
import * as service from './auth.service';

export type LoginAnswer = { user: SessionUser; mfaEnrolmentRequired?: boolean } | { mfaRequired: true };

export const authRouter = router({
  /** null when not signed in or while the second factor is pending. */
  me: publicProcedure.query(({ ctx }): SessionUser | null => ctx.user),
  login: publicProcedure.input(LoginInput).mutation(async ({ ctx, input }): Promise<LoginAnswer> => {
    const result = await service.login(ctx, input);
    ctx.sessionCookie.set(result.token, result.expiresAt);
    if (result.kind === 'mfa_required') return { mfaRequired: true };
    return result.user.mfaEnrolmentRequired ? { user: result.user, mfaEnrolmentRequired: true } : { user: result.user };
  }),
  loginMfa: publicProcedure.input(MfaCodeInput).mutation(async ({ ctx, input }) => {
    const result = await service.loginMfa(ctx, input);
    ctx.sessionCookie.set(result.token, result.expiresAt);
    return { user: result.user };
  }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const result = await service.logout(ctx);
    ctx.sessionCookie.clear();
    return result;
  }),
  register: publicProcedure.input(RegisterInput).mutation(async ({ ctx, input }) => {
    const result = await service.register(ctx, input);
    ctx.sessionCookie.set(result.token, result.expiresAt);
    return { user: result.user };
  }),
});
