/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkerVersion } from '../src/domain/contract/sw-messages';
import { onMessage } from './messages';

declare const self: ServiceWorkerGlobalScope;

/** The build this worker belongs to (`VITE_BUILD_ID` at build time). */
export const WORKER_BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'dev';

/**
 * Update protocol. A new worker installs (precaching its shell) and then
 * WAITS: it never calls skipWaiting by itself, so pages keep running on the
 * files they started with. The page shows «Доступна новая версия»; «Обновить»
 * posts `SKIP_WAITING`, the new worker activates and takes the pages over,
 * and each page reloads once on `controllerchange` (src/platform/service-worker.ts).
 *
 * The very first worker claims the open pages at once (nothing older is
 * running), so the first visit is already served and warmed through it.
 */
export function installUpdates(): void {
  onMessage('SKIP_WAITING', () => self.skipWaiting());
  onMessage('GET_VERSION', (): WorkerVersion => ({ build: WORKER_BUILD_ID }));
  clientsClaim();
}
