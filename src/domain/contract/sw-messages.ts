import type { SyncQueueName } from './sync-queue';
import type { WarmUpPlan } from './warm-up';

/** The messages the page and the service worker exchange. */

/** Messages the page sends to the worker. */
export type PageToWorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'WARM_UP'; plan: WarmUpPlan; force?: boolean }
  | { type: 'REPLAY_QUEUES' }
  /** A kiosk reset (issue 15): the writes still queued belong to the customer who left; drop them all. */
  | { type: 'DROP_QUEUED_WRITES' }
  | { type: 'GET_VERSION' };

/** Messages the worker sends to its pages. */
export type WorkerToPageMessage =
  | {
      type: 'SYNC_REPLAYED';
      queue: SyncQueueName;
      url: string;
      status: number;
      /** The JSON body that was sent (storage sync), or null. */
      requestBody: unknown;
      /** The server's JSON answer, or null when it was not JSON. */
      answer: unknown;
    }
  | { type: 'NETWORK_STATUS'; online: boolean }
  | { type: 'WARM_UP_DONE'; at: number; fetched: number; failed: number };

/** The worker's answer to `GET_VERSION` (over the message port). */
export interface WorkerVersion {
  build: string;
}

const MESSAGE_TYPES = new Set(['SYNC_REPLAYED', 'NETWORK_STATUS', 'WARM_UP_DONE']);

export function isWorkerMessage(data: unknown): data is WorkerToPageMessage {
  return typeof data === 'object' && data !== null && MESSAGE_TYPES.has(String((data as { type?: unknown }).type));
}
