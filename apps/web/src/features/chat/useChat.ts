import type { ChatMessage } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeMessages } from '../../lib/realtime-context';
import { trpc } from '../../lib/trpc';
import { mergeMessages } from './chat-messages';

const PAGE = 50;

/**
 * The conversation: the newest page, older pages on demand, new messages from the socket, and
 * after a reconnect (a second auth_success) whatever arrived while the socket was down.
 */
export function useChat() {
  const utils = trpc.useUtils();
  const first = trpc.chat.list.useQuery({ limit: PAGE });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const seenAuth = useRef(false);
  const newestId = useRef(0);
  newestId.current = messages.at(-1)?.id ?? 0;

  useEffect(() => {
    if (!first.data) return;
    setMessages((current) => mergeMessages(current, first.data.items));
    setHasOlder(first.data.hasMore);
  }, [first.data]);

  const add = useCallback((incoming: ChatMessage[]) => setMessages((current) => mergeMessages(current, incoming)), []);

  const catchUp = useCallback(async () => {
    let after = newestId.current;
    if (after === 0) return;
    // Page forward until nothing is left: a long outage may have missed more than one page.
    for (;;) {
      const page = await utils.chat.list.fetch({ after, limit: 200 }, { staleTime: 0 });
      add(page.items);
      if (!page.hasMore || page.items.length === 0) return;
      after = page.items.at(-1)!.id;
    }
  }, [utils, add]);

  useRealtimeMessages((frame) => {
    if (frame.type === 'message_received') add([frame.message as ChatMessage]);
    if (frame.type === 'auth_success') {
      if (seenAuth.current) catchUp().catch((error: unknown) => console.error('chat catch-up failed', error));
      seenAuth.current = true;
    }
  });

  const loadOlder = useCallback(async () => {
    const oldest = messages[0]?.id;
    if (!oldest || loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    try {
      const page = await utils.chat.list.fetch({ before: oldest, limit: PAGE }, { staleTime: 0 });
      add(page.items);
      setHasOlder(page.hasMore);
    } catch (error) {
      console.error('loading older chat messages failed', error);
    } finally {
      setLoadingOlder(false);
    }
  }, [messages, loadingOlder, hasOlder, utils, add]);

  return { messages, loading: first.isPending, error: first.isError, hasOlder, loadingOlder, loadOlder, add };
}
