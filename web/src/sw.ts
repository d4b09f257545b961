/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa injectManifest): the app shell is precached so the app opens
// with no connection; navigations are answered with the shell; API calls always go to the network
// (content and learner data live in IndexedDB, so nothing of the API needs caching here). Only the
// learner's shell and screens are precached (learner-precache.ts): the online-only admin area and
// checkout load their chunks when opened, and those are kept for the next visit.
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// /checkout comes from the server: its Content-Security-Policy (PayPal's origins, issue 21) travels
// with the document, and the precached shell carries the stricter one. Offline, the shell answers.
const CHECKOUT = /^\/checkout(\/|$)/;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && CHECKOUT.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, CHECKOUT] }));
// Admin, auth and every other API call: network only, never a stale answer.
registerRoute(({ url }) => url.pathname.startsWith('/api/'), new NetworkOnly(), 'GET');

// Admin and checkout chunks and checkout's text (not precached): the network first, so a deploy is
// picked up at once; the kept copy serves a flaky connection. Old hashed files age out of this cache.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/locales/')),
  new NetworkFirst({
    cacheName: 'online-only-chunks',
    networkTimeoutSeconds: 10,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the learner accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Daily reminders (issue 33): the server's push carries only a title, a line and where to open.
// A tap focuses an open window of the app on that page, or opens one.
interface ReminderPush {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let data: ReminderPush = {};
  try {
    data = (event.data?.json() as ReminderPush | undefined) ?? {};
  } catch {
    data = { body: event.data?.text() };
  }
  const url = data.url?.startsWith('/') ? data.url : '/home';
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'Civics practice', {
      body: data.body ?? '',
      tag: data.tag ?? 'daily-reminder',
      icon: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/home', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else await self.clients.openWindow(url);
    })(),
  );
});
