/**
 * Writes the service worker keeps while offline and replays later (Background
 * Sync), and how the page tells a queued request from an answered one. Which
 * endpoints are queued, and in which queue, is in `endpoints.ts`.
 */

/** The background-sync queues of the worker. */
export const SYNC_QUEUES = {
  /** Storage sync: last write wins, so only the newest body is kept. */
  storage: 'storage-sync',
  /** Post likes: idempotent per device; only the newest value per post is kept. */
  likes: 'post-likes',
} as const;
export type SyncQueueName = (typeof SYNC_QUEUES)[keyof typeof SYNC_QUEUES];

/**
 * When the network fails, the worker keeps the request and answers the page at
 * once with `202 Accepted`, the header `x-queued: 1` and this JSON body. The
 * request is sent later (Background Sync, the page's `online` event, the
 * worker's next start) and the page hears the server's answer through a
 * `SYNC_REPLAYED` message. A queued request is pending, never an error.
 */
export const QUEUED_STATUS = 202;
export const QUEUED_HEADER = 'x-queued';

export interface QueuedAnswer {
  queued: true;
  queue: SyncQueueName;
  /** Russian text that may be shown as is. */
  message: string;
}

export const QUEUED_MESSAGE = 'Нет соединения — отправим, когда сеть вернётся';

export function queuedAnswer(queue: SyncQueueName): QueuedAnswer {
  return { queued: true, queue, message: QUEUED_MESSAGE };
}

/** For callers holding a `Response` (fetch, `ofetch.raw`): was the request queued instead of sent? */
export function isQueuedResponse(response: {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
}): boolean {
  return response.status === QUEUED_STATUS && response.headers.get(QUEUED_HEADER) === '1';
}

/** For callers holding only the parsed body (plain `ofetch`): is this the queued answer? */
export function isQueuedAnswer(body: unknown): body is QueuedAnswer {
  return typeof body === 'object' && body !== null && (body as { queued?: unknown }).queued === true;
}
