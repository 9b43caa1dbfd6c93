/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath, matchPath, pathPattern } from '../src/domain/contract/http';
import { QUEUED_HEADER, QUEUED_STATUS, queuedAnswer, type SyncQueueName } from '../src/domain/contract/sync-queue';
import { broadcast, onMessage } from './messages';
import { noteNetworkFailure, noteNetworkSuccess } from './network-status';

declare const self: ServiceWorkerGlobalScope;

type QueueEntry = NonNullable<Awaited<ReturnType<Queue['shiftRequest']>>>;

/** A request that hangs longer than this is treated as failed (and queued). */
const SEND_TIMEOUT_MS = 10_000;
const WEEK_MIN = 7 * 24 * 60;

/**
 * Writes that must reach the server even when the shopper is offline:
 * storage sync (`POST /api/storage/update`, last write wins) and post likes
 * (`GET /api/post/like/{_id}/{value}`, idempotent per device). When the
 * network fails the request is kept in IndexedDB and the page gets `202` +
 * `x-queued: 1` + `{ queued: true }` (src/domain/contract/sync-queue.ts); when it
 * cannot be kept either (IndexedDB refuses), `503` + `{ message }`. Replays:
 * Background Sync where the browser has it, the page's `online` event
 * (`REPLAY_QUEUES`), and every start of the worker. Each answer is passed to
 * the pages as `SYNC_REPLAYED`.
 */
export interface SyncedWrite {
  queue: Queue;
  /** Whether a newer request makes a queued one pointless (it would only be overwritten). */
  supersedes: (newer: Request, older: Request) => boolean;
}

/** One operation at a time per queue: replays, additions and pruning never interleave. */
const locks = new Map<string, Promise<unknown>>();
function exclusive<T>(name: string, task: () => Promise<T>): Promise<T> {
  const previous = locks.get(name) ?? Promise.resolve();
  const next = previous.then(task, task);
  locks.set(
    name,
    next.catch(() => undefined),
  );
  return next;
}

async function drain(queue: Queue): Promise<QueueEntry[]> {
  const entries: QueueEntry[] = [];
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) entries.push(entry);
  return entries;
}

/** Drops the queued requests that `request` supersedes; with `keep`, queues it last. Call inside `exclusive`. */
async function prune(write: SyncedWrite, request: Request, keep: boolean): Promise<void> {
  const entries = await drain(write.queue);
  for (const entry of entries) {
    if (!write.supersedes(request, entry.request)) await write.queue.pushRequest(entry);
  }
  if (keep) await write.queue.pushRequest({ request });
}

function fetchWithTimeout(request: Request): Promise<Response> {
  return fetch(request, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
}

async function readJson(source: Request | Response): Promise<unknown> {
  try {
    const text = await source.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Sends what is queued, oldest first; stops (keeping the rest) at the first network failure or server error. */
function replay(write: SyncedWrite): Promise<void> {
  const { queue } = write;
  return exclusive(queue.name, async () => {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      let response: Response;
      try {
        response = await fetchWithTimeout(entry.request.clone());
      } catch (error) {
        await queue.unshiftRequest(entry);
        noteNetworkFailure();
        throw error;
      }
      noteNetworkSuccess();
      if (response.status >= 500) {
        // The server is in trouble: keep the request for the next attempt.
        await queue.unshiftRequest(entry);
        throw new Error(`replay of ${entry.request.url} answered ${response.status}`);
      }
      // 2xx is done; 4xx will never succeed. Either way the pages hear the answer.
      void broadcast({
        type: 'SYNC_REPLAYED',
        queue: queue.name as SyncQueueName,
        url: entry.request.url,
        status: response.status,
        requestBody: entry.request.method === 'GET' ? null : await readJson(entry.request.clone()),
        answer: await readJson(response),
      });
    }
  });
}

const JSON_NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function queuedResponse(name: SyncQueueName): Response {
  return new Response(JSON.stringify(queuedAnswer(name)), {
    status: QUEUED_STATUS,
    headers: { ...JSON_NO_STORE, [QUEUED_HEADER]: '1' },
  });
}

/** The write failed and could not be kept either: an error the page reports, never a pretend success. */
export const NOT_KEPT_STATUS = 503;
const NOT_KEPT_MESSAGE = 'Нет соединения, и сохранить запрос до его возвращения не удалось. Попробуйте ещё раз позже.';

function notKeptResponse(): Response {
  return new Response(JSON.stringify({ message: NOT_KEPT_MESSAGE }), {
    status: NOT_KEPT_STATUS,
    headers: JSON_NO_STORE,
  });
}

const describeRequest = (request: Request) => `${request.method} ${request.url}`;

/** The network failed: keeps the write for a replay, or says honestly that it is lost. Call inside `exclusive`. */
async function keepForLater(write: SyncedWrite, request: Request, networkError: unknown): Promise<Response> {
  const name = write.queue.name as SyncQueueName;
  try {
    await prune(write, request, true);
  } catch (queueError) {
    console.error(`[background-sync] ${describeRequest(request)} failed and could not be kept in queue ${name}`, {
      networkError,
      queueError,
    });
    return notKeptResponse();
  }
  return queuedResponse(name);
}

/** The write went through: older queued ones it supersedes must not be replayed after it. Call inside `exclusive`. */
async function dropSuperseded(write: SyncedWrite, sent: Request): Promise<void> {
  try {
    await prune(write, sent, false);
  } catch (error) {
    // The server's answer still stands; only the queue's clean-up failed.
    console.error(
      `[background-sync] ${describeRequest(sent)} was sent, but queue ${write.queue.name} could not drop the older writes it replaces`,
      error,
    );
  }
}

/**
 * The route handler of a synced write: sends it in order with the queue's
 * replays (so an older queued value never lands after a newer one); on a
 * network failure queues it instead (`202` + `x-queued`), and when even that
 * fails answers `503` with a message.
 */
export function sendOrKeep(write: SyncedWrite) {
  return ({ request }: Pick<RouteHandlerCallbackOptions, 'request'>): Promise<Response> =>
    exclusive(write.queue.name, async () => {
      const copy = request.clone();
      let response: Response;
      try {
        response = await fetchWithTimeout(request);
      } catch (networkError) {
        noteNetworkFailure();
        return keepForLater(write, copy, networkError);
      }
      noteNetworkSuccess();
      await dropSuperseded(write, copy);
      return response;
    });
}

const likeTarget = (request: Request) =>
  matchPath(endpoints.postLike, new URL(request.url).pathname)?._id ?? request.url;

const writes: SyncedWrite[] = [];

function syncedWrite(name: SyncQueueName, supersedes: SyncedWrite['supersedes']): SyncedWrite {
  const write: SyncedWrite = {
    // Background Sync calls onSync; a rejection makes the browser retry later.
    queue: new Queue(name, { maxRetentionTime: WEEK_MIN, onSync: () => replay(write) }),
    supersedes,
  };
  writes.push(write);
  return write;
}

/** Drops a queue's writes unsent, in turn with its replays; answers how many. */
export function dropQueued(write: SyncedWrite): Promise<number> {
  return exclusive(write.queue.name, async () => (await drain(write.queue)).length);
}

/** Drops every queued write unsent (a kiosk reset: they are the last customer's); answers how many. */
async function dropAllQueued(): Promise<number> {
  const dropped = await Promise.all(writes.map((write) => dropQueued(write)));
  return dropped.reduce((sum, count) => sum + count, 0);
}

/** Replays every queue now (e.g. the page came back online); failures stay queued. */
export async function replayAll(): Promise<void> {
  await Promise.allSettled(writes.map((write) => replay(write)));
}

export function installBackgroundSync(): void {
  const { storageUpdate, postLike } = endpoints;
  const storage = syncedWrite(storageUpdate.offline.queue, () => true);
  const likes = syncedWrite(postLike.offline.queue, (newer, older) => likeTarget(newer) === likeTarget(older));
  const sameOrigin = (url: URL) => url.origin === self.location.origin;
  const storagePath = buildPath(storageUpdate);
  const likePattern = pathPattern(postLike);

  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname === storagePath,
    sendOrKeep(storage),
    storageUpdate.method,
  );
  registerRoute(({ url }) => sameOrigin(url) && likePattern.test(url.pathname), sendOrKeep(likes), postLike.method);

  onMessage('REPLAY_QUEUES', () => replayAll());
  onMessage('DROP_QUEUED_WRITES', () => dropAllQueued());
  // Browsers without Background Sync, and requests left from a worker that was stopped.
  void replayAll();
}
