import { ChatListInput, ChatMessageCreate } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './chat.service';

// Every signed-in user reads and writes the team chat (docs/decisions/4-security.md).
export const chatRouter = router({
  list: procedure('chat', 'read')
    .input(ChatListInput)
    .query(({ ctx, input }) => service.list(ctx, input)),
  send: procedure('chat', 'edit')
    .input(ChatMessageCreate)
    .mutation(({ ctx, input }) => service.send(ctx, input)),
});
