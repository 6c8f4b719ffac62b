import type { FastifyInstance } from 'fastify';

/**
 * The service worker the web app registers from /sw.js (spec 1 section 7): shows a Web Push
 * message (the payload web-push.ts sends: title, body, url, tag) and opens or focuses the app on
 * a click. Served by the API at the root so its scope is the whole app, whether or not the web
 * build is present.
 */
export const SERVICE_WORKER_SOURCE = `
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { title: 'Practice Desk', body: event.data ? event.data.text() : '' }; }
  const title = data.title || 'Practice Desk';
  event.waitUntil(self.registration.showNotification(title, {
    body: data.body || '',
    tag: data.tag,
    icon: '/favicon.svg',
    data: { url: data.url || '/notifications' },
  }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/notifications', self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of windows) {
      if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
        await client.focus();
        if ('navigate' in client) await client.navigate(url);
        return;
      }
    }
    await self.clients.openWindow(url);
  })());
});
`;

export function registerServiceWorker(app: FastifyInstance): void {
  app.get('/sw.js', async (_request, reply) =>
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .send(SERVICE_WORKER_SOURCE),
  );
}
