import type { Page } from 'playwright-core';

// Web Push in headless Chromium, everything but the browser vendor's push relay. Debian's headless
// Chromium reaches no push service, so PushManager.subscribe fails there; the page is given a
// subscription whose endpoint is the test's own push service (the API's fake-push-service helper)
// and whose keys the test holds. The app's real code still registers /sw.js, asks for the
// permission, subscribes with the server's VAPID key and posts the subscription; the server's real
// web-push code encrypts and signs to that endpoint; the test decrypts what arrives and hands the
// clear text to the real service worker through DevTools, as the browser would on a push.

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Replaces PushManager's subscribe and getSubscription in every document of the page with ones
 * answering `subscription` (kept in localStorage, so it outlives a reload as a real one does).
 * `window.e2ePushKey` holds the applicationServerKey the app subscribed with (base64url).
 */
export async function fakePushManager(page: Page, subscription: FakeSubscription): Promise<void> {
  await page.addInitScript(({ endpoint, keys }) => {
    const STORE = 'e2e-push-subscription-key';
    const bytes = (base64url: string) =>
      Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const base64url = (key: BufferSource) => {
      const view = ArrayBuffer.isView(key)
        ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
        : new Uint8Array(key as ArrayBuffer);
      return btoa(String.fromCharCode(...view))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    const made = () => {
      const applicationServerKey = localStorage.getItem(STORE);
      if (!applicationServerKey) return null;
      (window as unknown as { e2ePushKey: string }).e2ePushKey = applicationServerKey;
      return {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes(applicationServerKey) },
        getKey: (name: 'p256dh' | 'auth') => bytes(keys[name]),
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(STORE);
          return true;
        },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      if (!options?.userVisibleOnly || !options.applicationServerKey) throw new DOMException('bad options');
      localStorage.setItem(STORE, base64url(options.applicationServerKey as BufferSource));
      return made()!;
    };
    PushManager.prototype.getSubscription = async () => made();
  }, subscription);
}

/** Hands a push message's clear text to the page's service worker (DevTools: ServiceWorker.deliverPushMessage). */
export async function deliverPush(page: Page, origin: string, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    const deadline = Date.now() + 5_000;
    while (!registrations.has(`${origin}/`)) {
      if (Date.now() > deadline) throw new Error(`no service worker registered for ${origin}/`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`)!,
      data,
    });
  } finally {
    await cdp.detach();
  }
}

/** The notifications the service worker shows (registration.getNotifications()). */
export function shownBySw(page: Page): Promise<Array<{ title: string; body: string; tag: string; data: unknown }>> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
}
