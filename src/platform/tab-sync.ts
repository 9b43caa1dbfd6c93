import { BRAND } from '../domain/brand/brand';

/**
 * Tells the shop's other open tabs that a persisted slice changed, so they
 * reload it. Each message carries the change's time: a tab adopts only changes
 * newer than its own, so two tabs never overwrite each other's newer state.
 */
export interface SliceChanged {
  key: string;
  savedAt: number;
  tabId: string;
}

const tabId = Math.random().toString(36).slice(2);
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${BRAND.slug}-state`);
  }
  return channel;
}

export function announceSliceChange(key: string, savedAt: number): void {
  const message: SliceChanged = { key, savedAt, tabId };
  getChannel()?.postMessage(message);
}

export function onSliceChange(key: string, listener: (change: SliceChanged) => void): () => void {
  const target = getChannel();
  if (!target) return () => {};
  const handler = (event: MessageEvent<SliceChanged>) => {
    const change = event.data;
    if (change && change.key === key && change.tabId !== tabId) listener(change);
  };
  target.addEventListener('message', handler);
  return () => target.removeEventListener('message', handler);
}
