import { GetHealthAnswer } from '@app/domain';
import type { Rest } from '../../rest/route';

export function healthRest(rest: Rest): void {
  // Answers once migrations have run: buildServer is only called after them.
  rest.route({
    method: 'GET',
    url: '/api/health',
    permission: 'public',
    response: GetHealthAnswer,
    handler: () => ({ status: 'ok' }),
  });
}
