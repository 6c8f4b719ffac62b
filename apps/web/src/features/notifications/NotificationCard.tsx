import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { AppNotification } from '../../lib/api-types';
import { formatDateTime } from '../../lib/format';
import { NotificationTypeIcon } from './NotificationTypeIcon';

interface NotificationCardProps {
  notification: AppNotification;
  busy: boolean;
  onMarkRead: () => void;
  onMarkUnread: () => void;
  onDelete: () => void;
}

export function NotificationCard({ notification: n, busy, onMarkRead, onMarkUnread, onDelete }: NotificationCardProps) {
  return (
    <Paper
      withBorder
      p="md"
      bg={n.isRead ? undefined : 'var(--mantine-color-blue-light)'}
      data-unread={n.isRead ? undefined : true}
      role="article"
      aria-label={n.title}
    >
      <Group align="flex-start" wrap="nowrap">
        <NotificationTypeIcon type={n.type} />
        {/* The actions wrap under the text on narrow screens. */}
        <Group justify="space-between" align="flex-start" gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Group gap="xs">
              {n.link?.startsWith('/') ? (
                <Anchor component={Link} to={n.link} fw={600} size="sm">
                  {n.title}
                </Anchor>
              ) : (
                <Text fw={600} size="sm">
                  {n.title}
                </Text>
              )}
              {!n.isRead && (
                <Badge size="xs" variant="filled">
                  New
                </Badge>
              )}
            </Group>
            <Text size="sm">{n.message}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(n.createdAt)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {n.isRead ? (
              <Button size="compact-sm" variant="default" onClick={onMarkUnread} disabled={busy}>
                Mark as Unread
              </Button>
            ) : (
              <Button size="compact-sm" variant="white" onClick={onMarkRead} disabled={busy}>
                Mark as Read
              </Button>
            )}
            <Tooltip label="Delete" openDelay={700}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Delete notification"
                onClick={onDelete}
                disabled={busy}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}
