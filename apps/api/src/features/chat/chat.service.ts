import type { ChatListInput, ChatMessage, ChatMessageCreate } from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import * as repo from './chat.repo';

// Team chat (spec 4 section 2.11): one shared conversation. The sender is always the session's
// user; a new message reaches every open socket of every instance through the bus.

export function toChatMessage(row: repo.ChatRow): ChatMessage {
  return {
    id: row.id,
    userId: row.userId,
    message: row.message,
    createdAt: toIso(row.createdAt),
    user:
      row.userId !== null && row.username !== null
        ? { id: row.userId, firstName: row.firstName, lastName: row.lastName, username: row.username }
        : null,
  };
}

/** Oldest first in the answer; `hasMore` tells whether older messages exist (paging on scroll). */
export async function list(ctx: UserCtx, input: ChatListInput): Promise<{ items: ChatMessage[]; hasMore: boolean }> {
  const rows = await repo.page(ctx.db, { ...input, limit: input.limit + 1 });
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (input.after === undefined) page.reverse();
  return { items: page.map(toChatMessage), hasMore };
}

export async function send(ctx: UserCtx, input: ChatMessageCreate): Promise<ChatMessage> {
  return inTransaction(ctx, async (tx) => {
    const id = await repo.insert(tx.db, { userId: ctx.user.id, message: input.message, createdAt: tx.now() });
    await tx.afterCommit(() => tx.bus?.publish({ type: 'chat', messageId: id }));
    return toChatMessage((await repo.findById(tx.db, id))!);
  });
}

/** For the websocket plugin: the message of a bus event, in its answer shape. */
export async function load(ctx: Pick<Ctx, 'db'>, id: number): Promise<ChatMessage | null> {
  const row = await repo.findById(ctx.db, id);
  return row ? toChatMessage(row) : null;
}
