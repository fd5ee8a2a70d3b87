/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

/**
 * The app's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js, production builds only; see
 * docs/ARCHITECTURE.md "Service worker"). It keeps the shell (index.html) and the build's hashed files, nothing else:
 * API answers, `.json` data routes, uploads, WOPI and sockets always go to the network (no route matches them, so
 * the browser fetches them itself). A new version takes over as soon as it is installed; the page it finds tells the
 * member (NewVersionNotice) and the next navigation loads the new shell.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Paths the server answers itself (http/navigation.ts): never the SPA's shell, even when a browser navigates there. */
const SERVER_PATHS = [/^\/(api|assets)(\/|$)/, /^\/(healthz|readyz)$/, /\/[^/]*\.[a-z0-9]+$/i];

/**
 * The signed-out screens the server sends prerendered (drawn before any script runs, in the visitor's language and
 * with the network's name; web/scripts/prerender.mjs): asked from the network, the cached shell only when offline.
 * Keep in step with the PAGES of web/scripts/prerender.mjs.
 */
const PRERENDERED_PATHS = [/^\/users\/(sign_in|sign_up|password\/new)$/, /^\/setup\/[^/]+$/, /^\/(legal|imprint)$/];
registerRoute(
  ({ request, url }) => request.mode === "navigate" && PRERENDERED_PATHS.some((path) => path.test(url.pathname)),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache("/index.html")) ?? Response.error();
    }
  },
);

// Every other page of the app is the same shell: drawn from the cache at once, online or not.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: SERVER_PATHS }));

// A navigation the shell does not take (a download, the API docs) goes to the network; when that fails (offline),
// the offline page says why instead of the browser's error page.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache("/offline.html")) ?? Response.error();
    }
  },
);

type PushMessage = { title: string; body: string; url: string; tag: string };

// Web Push (server: modules/devices): the payload is the notification to show.
self.addEventListener("push", (event) => {
  let message: PushMessage | null = null;
  try {
    message = event.data?.json() as PushMessage;
  } catch {
    message = null;
  }
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: message.url },
    }),
  );
});

// A click opens the page the notification is about: in a tab of the app when one is open, else a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? "/";
  const url = new URL(path.startsWith("/") ? path : "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
