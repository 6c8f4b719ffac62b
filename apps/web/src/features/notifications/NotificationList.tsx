import { PageState } from '@app/ui';
import { Button, Center, Stack } from '@mantine/core';
import type { NotificationFilter } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { NotificationCard } from './NotificationCard';
import { useNotificationActions } from './useNotificationActions';
import { errorMessage } from '../../lib/request-errors';

export const PAGE_SIZE = 20;

const EMPTY_TEXT: Record<NotificationFilter, string> = {
  all: 'No notifications',
  unread: 'No unread notifications',
  read: 'No read notifications',
};

export function NotificationList({ filter }: { filter: NotificationFilter }) {
  const list = trpc.notifications.list.useInfiniteQuery(
    { filter, limit: PAGE_SIZE },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );
  const actions = useNotificationActions();

  if (list.isPending) return <PageState status="loading" title="Loading notifications..." />;
  if (list.isError)
    return <PageState status="error" title="Failed to load notifications" description={errorMessage(list.error)} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (!items.length) return <PageState status="empty" title={EMPTY_TEXT[filter]} />;

  const busy = (id: number) =>
    [actions.markRead, actions.markUnread, actions.remove].some((m) => m.isPending && m.variables?.id === id);

  return (
    <Stack gap="sm">
      {items.map((n) => (
        <NotificationCard
          key={n.id}
          notification={n}
          busy={busy(n.id)}
          onMarkRead={() => actions.markRead.mutate({ id: n.id })}
          onMarkUnread={() => actions.markUnread.mutate({ id: n.id })}
          onDelete={() => actions.remove.mutate({ id: n.id })}
        />
      ))}
      {list.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
