/// <reference types="node" />
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncQueueName } from '../src/domain/contract/sync-queue';

// The worker's global scope, as far as workbox and our modules touch it; set before they load.
vi.hoisted(() => {
  Object.assign(globalThis, {
    self: globalThis,
    location: new URL('http://127.0.0.1/sw.js'),
    registration: {},
    clients: { matchAll: async () => [] },
    __WB_DISABLE_DEV_LOGS: true,
  });
});

const { Queue } = await import('workbox-background-sync');
const { QUEUED_HEADER, QUEUED_STATUS, queuedAnswer } = await import('../src/domain/contract/sync-queue');
const { NOT_KEPT_STATUS, dropQueued, sendOrKeep } = await import('./background-sync');

/** The shop's server: answers every storage update. */
let server: Server;
let serverUrl = '';
const received: string[] = [];
/** Nothing listens on port 1: the connection is refused, as offline. */
const UNREACHABLE = 'http://127.0.0.1:1';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push(body);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ saved: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.restoreAllMocks();
  received.length = 0;
});

let queues = 0;
/** A real workbox queue in (fake) IndexedDB; a fresh name per test, as workbox allows each name once. */
function storageWrite() {
  queues += 1;
  // The test sends by hand: no replay at construction.
  const queue = new Queue(`storage-test-${queues}`, { onSync: async () => {} });
  return { queue, supersedes: () => true };
}

const update = (origin: string, value: string) =>
  new Request(`${origin}/api/storage/update`, { method: 'POST', body: JSON.stringify({ value }) });

/** IndexedDB refusing writes, as when the device's storage is full. */
function refuseStorage(method: 'add' | 'delete') {
  return vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

describe('sendOrKeep', () => {
  it('queues a write the network refuses and answers 202 + x-queued', async () => {
    const write = storageWrite();
    const response = await sendOrKeep(write)({ request: update(UNREACHABLE, 'offline') });

    expect(response.status).toBe(QUEUED_STATUS);
    expect(response.headers.get(QUEUED_HEADER)).toBe('1');
    expect(await response.json()).toEqual(queuedAnswer(write.queue.name as SyncQueueName));
    const kept = await write.queue.getAll();
    expect(kept.map((entry) => entry.request.url)).toEqual([`${UNREACHABLE}/api/storage/update`]);
  });

  it('answers 503 with a message, not 202, when the write can be neither sent nor kept', async () => {
    const write = storageWrite();
    refuseStorage('add');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const response = await sendOrKeep(write)({ request: update(UNREACHABLE, 'lost') });

    expect(response.status).toBe(NOT_KEPT_STATUS);
    expect(response.headers.get(QUEUED_HEADER)).toBeNull();
    expect(await response.json()).toEqual({ message: expect.stringMatching(/сохранить запрос .* не удалось/) });
    vi.restoreAllMocks();
    expect(await write.queue.size()).toBe(0);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(
        `POST ${UNREACHABLE}/api/storage/update failed and could not be kept in queue ${write.queue.name}`,
      ),
      expect.objectContaining({ networkError: expect.any(Error), queueError: expect.any(DOMException) }),
    );
  });

  it('drops the queued writes that a delivered one supersedes', async () => {
    const write = storageWrite();
    await write.queue.pushRequest({ request: update(serverUrl, 'older') });

    const response = await sendOrKeep(write)({ request: update(serverUrl, 'newer') });

    expect(response.status).toBe(200);
    expect(received).toEqual([JSON.stringify({ value: 'newer' })]);
    expect(await write.queue.size()).toBe(0);
  });

  it("passes on the server's answer when the write went through but the queue could not be tidied", async () => {
    const write = storageWrite();
    await write.queue.pushRequest({ request: update(serverUrl, 'older') });
    refuseStorage('delete');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const response = await sendOrKeep(write)({ request: update(serverUrl, 'newer') });

    expect(response.status).toBe(200);
    expect(response.headers.get(QUEUED_HEADER)).toBeNull();
    expect(await response.json()).toEqual({ saved: JSON.stringify({ value: 'newer' }) });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(`could not drop the older writes it replaces`),
      expect.any(DOMException),
    );
  });
});

describe('dropQueued', () => {
  it('drops every queued write unsent (a kiosk reset) and answers how many', async () => {
    const write = storageWrite();
    await write.queue.pushRequest({ request: update(serverUrl, 'customer-cart') });
    await write.queue.pushRequest({ request: update(serverUrl, 'customer-cart-2') });

    expect(await dropQueued(write)).toBe(2);

    expect(await write.queue.size()).toBe(0);
    expect(received).toEqual([]);
  });
});
