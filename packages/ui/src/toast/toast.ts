import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export const TOAST_DURATION_MS = 5000;
export const DESTRUCTIVE_CLASS = 'app-toast-destructive';

function show(title: string, message: ReactNode | undefined, destructive: boolean): void {
  // One toast at a time, the newest wins (a queued toast would appear seconds late).
  notifications.clean();
  notifications.show({
    title: message === undefined ? undefined : title,
    message: message === undefined ? title : message,
    color: destructive ? 'red' : 'teal',
    className: destructive ? DESTRUCTIVE_CLASS : undefined,
    autoClose: TOAST_DURATION_MS,
    'data-toast': destructive ? 'destructive' : 'default',
  });
}

export const toast = {
  success: (title: string, message?: ReactNode) => show(title, message, false),
  error: (title: string, message?: ReactNode) => show(title, message, true),
  /** Drops a toast that no longer applies (a failed attempt once the retry succeeded). */
  clear: () => notifications.clean(),
};
