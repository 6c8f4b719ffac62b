import type { AppNotification } from '../../lib/api-types';

/** A desktop notification when the browser allows it; silent otherwise (spec 1 section 8). */
export function showDesktopNotification(notification: AppNotification): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const desktop = new Notification(notification.title, {
      body: notification.message,
      tag: `notification-${notification.id}`,
    });
    desktop.onclick = () => {
      window.focus();
      if (notification.link) window.location.assign(notification.link);
    };
  } catch (error) {
    console.warn('Desktop notification unavailable', error);
  }
}
