import { ChatListInput, ChatMessageCreate, GetChatAnswer, PostChatAnswer } from '@app/domain';
import type { Rest } from '../../rest/route';
import * as service from './chat.service';

export function chatRest(rest: Rest): void {
  // A bare array, oldest first (docs/decisions/3-api.md): the newest page, ?before=<id> for older, ?after=<id> for newer.
  rest.route({
    method: 'GET',
    url: '/api/chat',
    response: GetChatAnswer,
    permission: ['chat', 'read'],
    query: ChatListInput,
    handler: async (ctx, { query }) => (await service.list(ctx, query)).items,
  });
  // The sender is the session's user: a userId in the body is ignored.
  rest.route({
    method: 'POST',
    url: '/api/chat',
    response: PostChatAnswer,
    permission: ['chat', 'edit'],
    body: ChatMessageCreate,
    status: 201,
    handler: (ctx, { body }) => service.send(ctx, body),
  });
}
