/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { broadcast } from './messages';

/**
 * What the worker last saw of the network. `navigator.onLine` says only that
 * an interface is up; a kiosk on a Wi-Fi without internet stays "online" to
 * it, so the pages also hear from the worker when its fetches fail or succeed
 * (on changes only).
 */
let state: 'unknown' | 'online' | 'offline' = 'unknown';

export function noteNetworkFailure(): void {
  if (state === 'offline') return;
  state = 'offline';
  void broadcast({ type: 'NETWORK_STATUS', online: false });
}

export function noteNetworkSuccess(): void {
  if (state === 'online') return;
  const wasOffline = state === 'offline';
  state = 'online';
  if (wasOffline) void broadcast({ type: 'NETWORK_STATUS', online: true });
}

/** Feeds the status from every strategy it is added to. */
export const networkStatusPlugin: WorkboxPlugin = {
  fetchDidFail: async () => noteNetworkFailure(),
  fetchDidSucceed: async ({ response }) => {
    noteNetworkSuccess();
    return response;
  },
};
