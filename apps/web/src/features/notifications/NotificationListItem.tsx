import { ActionIcon, Box, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import type { AppNotification } from '../../lib/api-types';
import { formatDateTime } from '../../lib/format';
import { NotificationTypeIcon } from './NotificationTypeIcon';

interface NotificationListItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  onToggleRead: (notification: AppNotification) => void;
}

/** One row of the bell's dropdown; unread rows are highlighted. */
export function NotificationListItem({ notification: n, onOpen, onToggleRead }: NotificationListItemProps) {
  return (
    <Box
      px="sm"
      py="xs"
      bg={n.isRead ? undefined : 'var(--mantine-color-blue-light)'}
      data-unread={n.isRead ? undefined : true}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <NotificationTypeIcon type={n.type} size="sm" />
        <UnstyledButton onClick={() => onOpen(n)} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={n.isRead ? 400 : 600} lineClamp={1}>
            {n.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {n.message}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(n.createdAt)}
          </Text>
        </UnstyledButton>
        <Tooltip label={n.isRead ? 'Mark as unread' : 'Mark as read'} openDelay={700}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={n.isRead ? `Mark as unread: ${n.title}` : `Mark as read: ${n.title}`}
            onClick={() => onToggleRead(n)}
          >
            {n.isRead ? <IconMail size={16} /> : <IconMailOpened size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
