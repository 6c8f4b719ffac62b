import {
  GetSessionsAnswer,
  GetUserSettingsAnswer,
  PostSessionsSignOutOthersAnswer,
  PutUserSettingsAnswer,
  UserSettingsUpdate,
} from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './user-settings.service';

export function userSettingsRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/user-settings',
    response: GetUserSettingsAnswer,
    permission: ['self', 'read'],
    handler: (ctx) => service.get(ctx),
  });
  rest.route({
    method: 'PUT',
    url: '/api/user-settings',
    response: PutUserSettingsAnswer,
    permission: ['self', 'edit'],
    body: UserSettingsUpdate,
    handler: (ctx, { body }) => service.update(ctx, body),
  });
  rest.route({
    method: 'GET',
    url: '/api/sessions',
    response: GetSessionsAnswer,
    permission: ['self', 'read'],
    handler: (ctx) => service.sessions(ctx),
  });
  rest.route({
    method: 'POST',
    url: '/api/sessions/sign-out-others',
    response: PostSessionsSignOutOthersAnswer,
    permission: ['self', 'edit'],
    handler: (ctx) => service.signOutOthers(ctx),
  });
}
