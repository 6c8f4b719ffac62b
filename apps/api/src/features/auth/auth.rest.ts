import {
  GetUserAnswer,
  LoginInput,
  MfaCodeInput,
  PostLoginAnswer,
  PostLoginMfaAnswer,
  PostLogoutAnswer,
  PostRegisterAnswer,
  RegisterInput,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import { jsonTextOf } from '../../core/json-text';
import * as service from './auth.service';

export function authRest(rest: Rest): void {
  // 401 means "no user" to the web app; the enrolment-limited user is answered (with mfaEnrolmentRequired).
  rest.route({
    method: 'GET',
    url: '/api/user',
    response: GetUserAnswer,
    permission: 'signedIn',
    duringEnrolment: true,
    // The session's user is frozen and shared by the requests its answer serves: serialized once.
    handler: (ctx) => jsonTextOf(ctx.user),
  });
  rest.route({
    method: 'POST',
    url: '/api/login',
    response: PostLoginAnswer,
    permission: 'public',
    body: LoginInput,
    handler: async (ctx, { body }) => {
      const result = await service.login(ctx, body);
      ctx.sessionCookie.set(result.token, result.expiresAt);
      return result.kind === 'mfa_required' ? { mfaRequired: true } : result.user;
    },
  });
  rest.route({
    method: 'POST',
    url: '/api/login/mfa',
    response: PostLoginMfaAnswer,
    permission: 'public',
    body: MfaCodeInput,
    handler: async (ctx, { body }) => {
      const result = await service.loginMfa(ctx, body);
      ctx.sessionCookie.set(result.token, result.expiresAt);
      return result.user;
    },
  });
  rest.route({
    method: 'POST',
    url: '/api/logout',
    response: PostLogoutAnswer,
    permission: 'public',
    handler: async (ctx) => {
      const result = await service.logout(ctx);
      ctx.sessionCookie.clear();
      return result;
    },
  });
  rest.route({
    method: 'POST',
    url: '/api/register',
    response: PostRegisterAnswer,
    permission: 'public',
    status: 201,
    body: RegisterInput,
    handler: async (ctx, { body }) => {
      const result = await service.register(ctx, body);
      ctx.sessionCookie.set(result.token, result.expiresAt);
      return result.user;
    },
  });
}
