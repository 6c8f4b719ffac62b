import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useRealtimeMessages } from '../../lib/realtime-context';
import { trpc } from '../../lib/trpc';
import { BELL_LIST_INPUT } from './bell-query';

/** Websocket pushes: a new notification goes to the top of the bell list; others refresh. */
export function useNotificationStream(): void {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    if (message.type === 'notification') {
      const incoming = message.notification;
      utils.notifications.list.setData(BELL_LIST_INPUT, (current) =>
        current ? { ...current, items: [incoming, ...current.items.filter((n) => n.id !== incoming.id)] } : current,
      );
      void utils.notifications.counts.invalidate();
      void queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.notifications.list, undefined, 'infinite') });
    } else if (message.type === 'notification_changed') {
      void utils.notifications.invalidate();
    }
  });
}
