import { ofetch } from 'ofetch';
import type { StorageUpdateAnswer, StorageUpdateBody } from '../../domain/contract/storage';

export function postStorageUpdate(body: StorageUpdateBody, signal?: AbortSignal): Promise<StorageUpdateAnswer> {
  return ofetch<StorageUpdateAnswer>('/api/storage/update', { method: 'POST', body, signal, timeout: 15_000 });
}
