/// <reference lib="webworker" />
/**
 * The service worker of «Тёплый пирог». This entry only wires the capability
 * modules together; each explains its own policy:
 *
 *   precache.ts         app shell and route chunks (the build's list)
 *   runtime-caching.ts  read API stale-while-revalidate, images cache-first
 *   fallbacks.ts        offline answers made from other cached data
 *   navigation.ts       pages network-first (3 s), cached page, home, offline page
 *   background-sync.ts  storage sync and likes queued offline, replayed later
 *   updates.ts          waiting, SKIP_WAITING, claiming the first pages
 *   warm-up.ts          filling the caches after the first visit
 *   messages.ts         the page ⇄ worker messages (src/domain/contract/sw-messages.ts)
 *   network-status.ts   telling the pages when fetches fail or work again
 *   push.ts             web push: a notification for every push, a tap opens its page
 *
 * Registered once, by src/platform/service-worker.ts (workbox-window).
 *
 * KILL SWITCH — if a broken worker ever strands shoppers, replace it with a
 * worker that removes itself: copy `dist/client/sw-kill-switch.js` (from
 * public/sw-kill-switch.js) over `dist/client/sw.js` on the server. Browsers
 * re-check sw.js on every navigation (it is served `no-cache`), install the
 * replacement, which deletes the caches, unregisters and reloads the open
 * pages once, uncontrolled. Then deploy a fixed build. Details: sw/README.md.
 */
import { installBackgroundSync } from './background-sync';
import { installMessageRouter } from './messages';
import { installNavigation } from './navigation';
import { installPrecache } from './precache';
import { installPush } from './push';
import { installRuntimeCaching } from './runtime-caching';
import { installUpdates } from './updates';
import { installWarmUp } from './warm-up';

declare const self: ServiceWorkerGlobalScope;

// Routes are matched in registration order: the precached shell first.
installPrecache(self.__WB_MANIFEST);
installNavigation();
installBackgroundSync();
installRuntimeCaching();
installUpdates();
installWarmUp();
installMessageRouter();
installPush();
