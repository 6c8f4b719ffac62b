import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import type { NotificationFilter } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { NotificationList } from './NotificationList';
import { useNotificationActions } from './useNotificationActions';

const TABS: Array<{ value: NotificationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

export default function NotificationsPage() {
  const [tab, setTab] = useState<NotificationFilter>('all');
  const counts = trpc.notifications.counts.useQuery();
  const { markAllRead } = useNotificationActions();
  const unread = counts.data?.unread ?? 0;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Notifications</Title>
          <Text c="dimmed">Stay up to date with deadlines, tasks and submissions</Text>
        </div>
        <Button
          leftSection={<IconChecks size={16} />}
          onClick={() => markAllRead.mutate()}
          loading={markAllRead.isPending}
          disabled={unread === 0}
        >
          Mark All as Read
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as NotificationFilter)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab
              key={t.value}
              value={t.value}
              rightSection={
                <Badge size="sm" variant="light" circle={false}>
                  {counts.data?.[t.value] ?? 0}
                </Badge>
              }
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            <NotificationList filter={t.value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
