import { useEffect, useRef } from 'react';
import type { AppNotification } from '../../lib/api-types';
import { showDesktopNotification } from './desktop-notification';
import { playNotificationSound } from './notification-sound';
import { isSoundEnabled } from './sound-setting';

/**
 * Sound and desktop alert when ids appear that this tab has not seen, whether they came over the
 * websocket or from a poll; the first list only seeds what counts as seen.
 */
export function useNotificationAlerts(items: readonly AppNotification[] | undefined): void {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!items) return;
    if (seen.current === null) {
      seen.current = new Set(items.map((n) => n.id));
      return;
    }
    const known = seen.current;
    const fresh = items.filter((n) => !known.has(n.id));
    fresh.forEach((n) => known.add(n.id));
    const unread = fresh.filter((n) => !n.isRead);
    if (!unread.length) return;
    if (isSoundEnabled()) playNotificationSound();
    unread.forEach(showDesktopNotification);
  }, [items]);
}
