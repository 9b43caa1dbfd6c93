/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

// The build injects the list of shell files here. Runtime caching, offline
// navigation and background sync are wired in by the offline-first work.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
