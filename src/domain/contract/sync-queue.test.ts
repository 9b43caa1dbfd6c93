import { describe, expect, it } from 'vitest';
import { isQueuedAnswer, isQueuedResponse, queuedAnswer, SYNC_QUEUES } from './sync-queue';

describe('queued answers', () => {
  it('are recognised by status and header, or by body', () => {
    const headers = new Headers({ 'x-queued': '1' });
    expect(isQueuedResponse({ status: 202, headers })).toBe(true);
    expect(isQueuedResponse({ status: 200, headers })).toBe(false);
    expect(isQueuedResponse({ status: 202, headers: new Headers() })).toBe(false);
    expect(isQueuedAnswer(queuedAnswer(SYNC_QUEUES.storage))).toBe(true);
    expect(isQueuedAnswer({ newCartData: [] })).toBe(false);
    expect(isQueuedAnswer(null)).toBe(false);
  });
});
