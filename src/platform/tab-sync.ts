import { type PersistedRecord, type StorageNamespace, storageDatabaseName, storageNamespace } from './persistence';

/**
 * Tells the shop's other open tabs that a persisted slice changed. Each
 * message carries the record just stored (its version, time and data), so a
 * tab shows the change at once; a tab adopts only changes newer than its own,
 * so two tabs never overwrite each other's newer state.
 */
export interface SliceChanged {
  key: string;
  record: PersistedRecord<unknown>;
  tabId: string;
}

const tabId = Math.random().toString(36).slice(2);
/** One channel per storage namespace: a kiosk's customer and a shopper's tabs never hear each other. */
const channels = new Map<StorageNamespace, BroadcastChannel | null>();

function getChannel(): BroadcastChannel | null {
  const namespace = storageNamespace();
  let channel = channels.get(namespace);
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${storageDatabaseName()}-state`);
    channels.set(namespace, channel);
  }
  return channel;
}

export function announceSliceChange(key: string, record: PersistedRecord<unknown>): void {
  const message: SliceChanged = { key, record, tabId };
  getChannel()?.postMessage(message);
}

export function onSliceChange(key: string, listener: (change: SliceChanged) => void): () => void {
  const target = getChannel();
  if (!target) return () => {};
  const handler = (event: MessageEvent<SliceChanged>) => {
    const change = event.data;
    if (change?.key === key && change.tabId !== tabId && typeof change.record?.savedAt === 'number') listener(change);
  };
  target.addEventListener('message', handler);
  return () => target.removeEventListener('message', handler);
}
