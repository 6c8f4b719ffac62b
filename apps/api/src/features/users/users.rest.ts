import type { Rest } from '../../rest/route';
import * as service from './users.service';

export function usersRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/users/directory',
    permission: ['userDirectory', 'read'],
    handler: (ctx) => service.directory(ctx),
  });
}
