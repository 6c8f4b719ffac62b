import { ActionIcon, Anchor, Box, Group, Indicator, Loader, Popover, ScrollArea, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AppNotification } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { BELL_LIST_INPUT, bellQueryOptions } from './bell-query';
import { NotificationListItem } from './NotificationListItem';
import { useNotificationActions } from './useNotificationActions';
import { useNotificationAlerts } from './useNotificationAlerts';
import { useNotificationStream } from './useNotificationStream';

export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const list = trpc.notifications.list.useQuery(BELL_LIST_INPUT, bellQueryOptions);
  const counts = trpc.notifications.counts.useQuery(undefined, bellQueryOptions);
  const { markRead, markUnread } = useNotificationActions();
  useNotificationStream();
  useNotificationAlerts(list.data?.items);

  const unread = counts.data?.unread ?? 0;
  const items = list.data?.items ?? [];

  const toggleRead = (n: AppNotification) => (n.isRead ? markUnread : markRead).mutate({ id: n.id });
  const open = (n: AppNotification) => {
    if (!n.isRead) markRead.mutate({ id: n.id });
    setOpened(false);
    navigate(n.link?.startsWith('/') ? n.link : '/notifications');
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          // The unread count sits over the icon's corner: "99+" is wider than the corner leaves.
          style={{ overflow: 'visible' }}
          aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}
          onClick={() => setOpened((o) => !o)}
        >
          <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red" offset={2}>
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group
          justify="space-between"
          px="sm"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text fw={600} size="sm">
            Notifications
          </Text>
          {unread > 0 && (
            <Text size="xs" c="dimmed">
              {unread} unread
            </Text>
          )}
        </Group>
        <ScrollArea.Autosize mah={360} type="auto">
          {list.isPending ? (
            <Group justify="center" p="md">
              <Loader size="sm" />
            </Group>
          ) : list.isError ? (
            <Text size="sm" c="dimmed" p="md" ta="center">
              Failed to load notifications
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" p="md" ta="center">
              No notifications
            </Text>
          ) : (
            <Box role="list" aria-label="Notifications list">
              {items.map((n) => (
                <div role="listitem" key={n.id}>
                  <NotificationListItem notification={n} onOpen={open} onToggleRead={toggleRead} />
                </div>
              ))}
            </Box>
          )}
        </ScrollArea.Autosize>
        <Box px="sm" py="xs" ta="center" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Anchor component={Link} to="/notifications" size="sm" onClick={() => setOpened(false)}>
            View all notifications
          </Anchor>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
