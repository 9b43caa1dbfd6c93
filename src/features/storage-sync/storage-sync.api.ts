import { ofetch } from 'ofetch';
import { isQueuedAnswer, type QueuedAnswer } from '../../domain/contract/offline';
import type { StorageUpdateAnswer, StorageUpdateBody } from '../../domain/contract/storage';

/**
 * Sends the device's cart and favorites. `null` means the service worker queued
 * the request while offline: pending, not an error; its answer arrives later
 * as a replay message.
 */
export async function postStorageUpdate(
  body: StorageUpdateBody,
  signal?: AbortSignal,
): Promise<StorageUpdateAnswer | null> {
  const answer = await ofetch<StorageUpdateAnswer | QueuedAnswer>('/api/storage/update', {
    method: 'POST',
    body,
    signal,
    timeout: 15_000,
  });
  return isQueuedAnswer(answer) ? null : answer;
}
