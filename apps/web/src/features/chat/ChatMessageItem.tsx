import { chatInitials, type ChatMessage } from '@app/domain';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { relativeTimeFrom } from './relative-time';

function senderName(user: ChatMessage['user']): string {
  if (!user) return 'Former user';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

/** One message: initials avatar, sender, relative time; the reader's own on the right. */
export function ChatMessageItem({ message, own, now }: { message: ChatMessage; own: boolean; now: Date }) {
  return (
    <Group
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      justify={own ? 'flex-end' : 'flex-start'}
      data-own={own || undefined}
      data-testid="chat-message"
    >
      {!own && (
        <Avatar radius="xl" size="md" color="blue" aria-hidden>
          {chatInitials(message.user)}
        </Avatar>
      )}
      <Stack gap={2} maw="75%" align={own ? 'flex-end' : 'flex-start'}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={600}>
            {own ? 'You' : senderName(message.user)}
          </Text>
          <Text size="xs" c="dimmed" title={new Date(message.createdAt).toLocaleString()}>
            {relativeTimeFrom(message.createdAt, now)}
          </Text>
        </Group>
        <Paper px="sm" py={6} radius="md" bg={own ? 'blue.6' : 'gray.1'} c={own ? 'white' : undefined}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
        </Paper>
      </Stack>
      {own && (
        <Avatar radius="xl" size="md" color="teal" aria-hidden>
          {chatInitials(message.user)}
        </Avatar>
      )}
    </Group>
  );
}
