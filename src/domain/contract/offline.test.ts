import { describe, expect, it } from 'vitest';
import {
  defaultWarmUpPlan,
  isQueuedAnswer,
  isQueuedResponse,
  isReadApiPath,
  POST_LIKE_PATH,
  pickRendition,
  planKey,
  queuedAnswer,
  SYNC_QUEUES,
} from './offline';

describe('pickRendition (Blink srcset selection)', () => {
  const product = [320, 640, 960];
  it('takes the first candidate dense enough at a ratio of 1', () => {
    // A 300 px card at 1×: 320w is 1.07×, enough.
    expect(pickRendition(product, 300, 1)).toBe(320);
    expect(pickRendition(product, 330, 1)).toBe(640);
  });
  it('above 1× switches to the next candidate only past the geometric mean', () => {
    // 300 px at 2×: 320w is 1.07×, 640w 2.13× → 640.
    expect(pickRendition(product, 300, 2)).toBe(640);
    // 560 px at 1.25×: 640w is 1.14×, 960w 1.71×; mean 1.40 > 1.25 → 640.
    expect(pickRendition(product, 560, 1.25)).toBe(640);
    expect(pickRendition(product, 560, 1.5)).toBe(960);
  });
  it('falls back to the largest when none is dense enough', () => {
    expect(pickRendition(product, 1000, 3)).toBe(960);
  });
});

describe('defaultWarmUpPlan', () => {
  it('matches what the desktop layout requests at 1280 px, 1×', () => {
    expect(planKey(defaultWarmUpPlan(1280, 1))).toBe('320.avif,720.avif,160.avif,800.avif');
  });
  it('asks for larger renditions on a 3× phone', () => {
    const plan = defaultWarmUpPlan(390, 3);
    expect(plan.product.width).toBe(640);
    expect(plan.story.width).toBe(720);
    expect(plan.storyCover.width).toBe(320);
  });
});

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

describe('routes of the worker', () => {
  it('keeps read-API answers but not the like and view calls', () => {
    for (const path of [
      '/api/products/all',
      '/api/product/myasnoy',
      '/api/subslider',
      '/api/adresa/all',
      '/api/alerts',
      '/api/promos',
      '/api/posts/-1/6',
      '/api/post/novyy-sezon',
    ]) {
      expect(isReadApiPath(path), path).toBe(true);
    }
    for (const path of ['/api/post/like/a/true', '/api/post/view/a', '/api/storage/update', '/api/product/a/rating']) {
      expect(isReadApiPath(path), path).toBe(false);
    }
    expect(POST_LIKE_PATH.exec('/api/post/like/abc/false')?.slice(1)).toEqual(['abc', 'false']);
  });
});
