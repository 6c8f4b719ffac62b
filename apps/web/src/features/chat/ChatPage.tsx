import { CHAT_MESSAGE_MAX } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { ActionIcon, Card, Center, Group, Loader, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser';
import { trpc } from '../../lib/trpc';
import { sendFailureDetail } from './chat-messages';
import { ChatMessageItem } from './ChatMessageItem';
import { useChat } from './useChat';

export const CHAT_PANEL_HEIGHT = 700;

/** Team chat (spec 4 section 2.11): one shared conversation, live over the socket. */
export default function ChatPage() {
  const { data: me } = useCurrentUser();
  const chat = useChat();
  const [draft, setDraft] = useState('');
  const [now, setNow] = useState(() => new Date());
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const send = trpc.chat.send.useMutation({
    onSuccess: (message) => {
      chat.add([message]);
      setDraft('');
      atBottom.current = true;
    },
    onError: (error) => toast.error('Failed to send message', sendFailureDetail(error)),
  });
  const ticker = useInterval(() => setNow(new Date()), 30_000);
  useEffect(() => {
    ticker.start();
    return ticker.stop;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // New messages keep the view at the bottom when it was there; older ones keep the reader's place.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [chat.messages]);

  function onScroll() {
    const el = viewport.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < 60 && chat.hasOlder && !chat.loadingOlder) {
      heightBeforeOlder.current = el.scrollHeight;
      void chat.loadOlder();
    }
  }

  const message = draft.trim();
  const tooLong = message.length > CHAT_MESSAGE_MAX;
  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!message || tooLong || send.isPending) return;
    send.mutate({ message });
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <Stack>
      <div>
        <Title order={1}>Team Chat</Title>
        <Text c="dimmed">One conversation for the whole team</Text>
      </div>
      <Card withBorder radius="md" p={0}>
        <ScrollArea
          h={CHAT_PANEL_HEIGHT}
          mah="calc(100dvh - 260px)"
          viewportRef={viewport}
          onScrollPositionChange={onScroll}
          type="auto"
          data-testid="chat-panel"
        >
          {chat.loading ? (
            <PageState status="loading" title="Loading chat..." />
          ) : chat.error && chat.messages.length === 0 ? (
            <PageState status="error" title="Failed to load chat" />
          ) : chat.messages.length === 0 ? (
            <Center h={CHAT_PANEL_HEIGHT / 2}>
              <Text c="dimmed">No messages yet. Start the conversation!</Text>
            </Center>
          ) : (
            <Stack gap="md" p="md" role="log" aria-label="Messages" aria-live="polite">
              {chat.loadingOlder && (
                <Center>
                  <Loader size="sm" />
                </Center>
              )}
              {chat.messages.map((m) => (
                <ChatMessageItem key={m.id} message={m} own={m.userId === me?.id} now={now} />
              ))}
            </Stack>
          )}
        </ScrollArea>
        <form onSubmit={submit}>
          <Group
            p="sm"
            gap="xs"
            align="flex-end"
            wrap="nowrap"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Textarea
              aria-label="Message"
              placeholder="Type a message..."
              autosize
              minRows={1}
              maxRows={5}
              style={{ flex: 1 }}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={onKeyDown}
              error={tooLong ? `Messages are limited to ${CHAT_MESSAGE_MAX} characters` : undefined}
            />
            <ActionIcon
              type="submit"
              size="lg"
              aria-label="Send"
              disabled={!message || tooLong || send.isPending}
              loading={send.isPending}
            >
              <IconSend size={18} />
            </ActionIcon>
          </Group>
        </form>
      </Card>
    </Stack>
  );
}
