import { toast } from '@app/ui';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';

/** Read-state changes and deletes; every success refreshes all notification lists and counts. */
export function useNotificationActions() {
  const utils = trpc.useUtils();
  const refresh = () => utils.notifications.invalidate();
  const fail = (title: string) => (error: unknown) => toast.error(title, errorMessage(error));
  return {
    markRead: trpc.notifications.markRead.useMutation({ onSuccess: refresh, onError: fail('Failed to mark as read') }),
    markUnread: trpc.notifications.markUnread.useMutation({
      onSuccess: refresh,
      onError: fail('Failed to mark as unread'),
    }),
    remove: trpc.notifications.delete.useMutation({
      onSuccess: refresh,
      onError: fail('Failed to delete notification'),
    }),
    markAllRead: trpc.notifications.markAllRead.useMutation({
      onSuccess: refresh,
      onError: fail('Failed to mark all as read'),
    }),
  };
}
