/*
 * «Тёплый пирог» — EMERGENCY KILL SWITCH for the service worker.
 *
 * Not used in normal operation. If a deployed service worker ever breaks the
 * shop (serves stale or broken pages, loops, blocks requests), replace it:
 *
 *     cp dist/client/sw-kill-switch.js dist/client/sw.js
 *
 * (no restart needed: sw.js is read per request and served `no-cache`). Every
 * browser re-checks /sw.js on its next navigation (or within 24 h), installs
 * this file, and it: takes over at once, deletes all of the shop's caches,
 * unregisters itself and reloads the pages the old worker controlled — once;
 * reloaded pages are not controlled, so nothing reloads again. From then on
 * the browser talks straight to the server. Then deploy a fixed build (or one
 * built with VITE_SW_DISABLED=1, which never registers a worker and removes
 * any left). See sw/README.md.
 *
 * Plain JavaScript on purpose: it must not depend on the build that broke.
 * Queued offline writes (IndexedDB `workbox-background-sync`) are left alone;
 * the next good worker sends them.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      // Only windows this registration controls: never the reloaded, uncontrolled ones (no loop).
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => client.navigate(client.url).catch(() => undefined)));
    })(),
  );
});

// No fetch listener: every request goes to the network as if there were no worker.
