import { endpoints } from '../../domain/contract/endpoints';
import type { StorageUpdateAnswer, StorageUpdateBody } from '../../domain/contract/storage';
import { isQueuedAnswer } from '../../domain/contract/sync-queue';
import { api } from '../../platform/api-client';

/**
 * Sends the device's cart and favorites. `null` means the service worker queued
 * the request while offline: pending, not an error; its answer arrives later
 * as a replay message.
 */
export async function postStorageUpdate(
  body: StorageUpdateBody,
  signal?: AbortSignal,
): Promise<StorageUpdateAnswer | null> {
  const answer = await api(endpoints.storageUpdate, { body, signal });
  return isQueuedAnswer(answer) ? null : answer;
}
