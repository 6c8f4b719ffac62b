// Web Push in this browser: the service worker from /sw.js, a subscription made with the server's
// VAPID public key, saved with POST /api/push-subscriptions (one per device).

export const PUSH_BLOCKED_TEXT = 'Notifications are blocked. Please enable them in your browser settings.';
export const PUSH_UNSUPPORTED_TEXT = 'Push notifications are not supported in this browser.';

/**
 * The browser allowed notifications but could not make a subscription (Chromium's private windows
 * and builds without a push service refuse it; there is no way to detect this beforehand).
 */
export class PushUnavailableError extends Error {
  constructor(readonly reason: unknown) {
    super(PUSH_UNSUPPORTED_TEXT);
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function enablePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_BLOCKED_TEXT);
  const reg = await registration();
  const keyRes = await fetch('/api/push/public-key', { credentials: 'include' });
  if (!keyRes.ok) throw new Error('The server has no push key');
  const { publicKey } = (await keyRes.json()) as { publicKey: string };
  let subscription = await reg.pushManager.getSubscription();
  try {
    subscription ??= await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch (error) {
    console.warn('Push subscription refused', error);
    throw new PushUnavailableError(error);
  }
  const saved = await fetch('/api/push-subscriptions', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  });
  if (!saved.ok) throw new Error('The subscription was not saved');
}

export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await fetch('/api/push-subscriptions', {
    method: 'DELETE',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  });
  await subscription.unsubscribe();
}
