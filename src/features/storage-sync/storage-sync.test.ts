import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../domain/contract/cart';
import type { StorageUpdateAnswer } from '../../domain/contract/storage';
import { kopecks } from '../../domain/money';
import {
  createStorageSync,
  describeChanges,
  mergeCartAnswer,
  mergeFavoritesAnswer,
  replayedStorageSync,
} from './storage-sync';

/** `cost` in kopecks. */
const line = (id: string, count: number, cost = 1000): CartItem => ({
  _id: id,
  title: id,
  cost: kopecks(cost),
  count,
  discount: 0,
});

describe('mergeCartAnswer', () => {
  it('takes the server version of lines untouched during the request', () => {
    const sent = [line('a', 2, 1000), line('b', 150, 500)];
    const answer = [line('a', 2, 1200), line('b', 99, 500)];
    expect(mergeCartAnswer(sent, sent, answer)).toEqual(answer);
  });

  it('keeps a count changed in flight but takes the fresh price', () => {
    const sent = [line('a', 2, 1000)];
    const current = [line('a', 3, 1000)];
    expect(mergeCartAnswer(current, sent, [line('a', 2, 1200)])).toEqual([line('a', 3, 1200)]);
  });

  it('drops withdrawn lines, keeps lines added in flight and lines removed in flight stay removed', () => {
    const sent = [line('a', 1), line('b', 1)];
    const current = [line('b', 1), line('c', 4)];
    expect(mergeCartAnswer(current, sent, [line('a', 1)])).toEqual([line('c', 4)]);
  });
});

describe('mergeFavoritesAnswer', () => {
  const fav = (id: string, cost = 100) => ({
    _id: id,
    title: id,
    cost: kopecks(cost),
    discount: 0,
    image: { base: '/images/x', width: 1, height: 1, alt: '' },
  });
  it('refreshes, drops withdrawn, keeps added in flight', () => {
    expect(mergeFavoritesAnswer([fav('a'), fav('b'), fav('c')], ['a', 'b'], [fav('a', 200)])).toEqual([
      fav('a', 200),
      fav('c'),
    ]);
  });
});

describe('describeChanges', () => {
  it('speaks Russian about price changes and withdrawals', () => {
    expect(
      describeChanges([
        { _id: 'a', title: 'Пирог', kind: 'repriced' },
        { _id: 'b', title: 'Морс', kind: 'withdrawn' },
      ]),
    ).toEqual(['Цена на «Пирог» изменилась — корзина обновлена', '«Морс» больше не продаётся и удалён из корзины']);
  });
});

describe('createStorageSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const answer: StorageUpdateAnswer = { newCartData: [], newFavorites: [], changes: [] };

  it('sends once, 1.5 s after the last of several changes', async () => {
    const send = vi.fn(async () => answer);
    const sync = createStorageSync({ snapshot: () => ({ cartData: [], favorites: [] }), send, apply: () => {} });
    sync.schedule();
    await vi.advanceTimersByTimeAsync(1000);
    sync.schedule();
    await vi.advanceTimersByTimeAsync(1499);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps one request in flight and sends again after it when changes came meanwhile', async () => {
    let release: (value: StorageUpdateAnswer) => void = () => {};
    const send = vi.fn(() => new Promise<StorageUpdateAnswer>((resolve) => (release = resolve)));
    const sync = createStorageSync({
      snapshot: () => ({ cartData: [], favorites: [] }),
      send,
      apply: () => {},
      delayMs: 10,
    });
    sync.schedule();
    await vi.advanceTimersByTimeAsync(10);
    sync.schedule();
    await vi.advanceTimersByTimeAsync(10);
    expect(send).toHaveBeenCalledTimes(1);
    release(answer);
    await vi.advanceTimersByTimeAsync(10);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('treats a request queued offline (null) as pending: nothing is applied, nothing is logged', async () => {
    const warn = vi.spyOn(console, 'warn');
    const apply = vi.fn();
    const sync = createStorageSync({
      snapshot: () => ({ cartData: [], favorites: [] }),
      send: async () => null,
      apply,
      delayMs: 1,
    });
    sync.schedule();
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const apply = vi.fn();
    const sync = createStorageSync({
      snapshot: () => ({ cartData: [], favorites: [] }),
      send: async () => {
        throw new Error('offline');
      },
      apply,
      delayMs: 1,
    });
    sync.schedule();
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('replayedStorageSync', () => {
  it('decodes the replayed request and its answer from the wire: BYN become kopecks', async () => {
    // As the service worker hands them over: the JSON that travelled, money in BYN.
    const sentBody = {
      cartData: [{ _id: 'a', title: 'a', cost: 10, count: 1, discount: 0 }],
      favorites: [{ _id: 'b' }],
    };
    const answer = {
      newCartData: [{ _id: 'a', title: 'a', cost: 12.5, count: 1, discount: 0 }],
      newFavorites: [],
      changes: [{ _id: 'a', title: 'a', kind: 'repriced' }],
    };
    expect(await replayedStorageSync(sentBody, answer)).toEqual({
      sent: { cartData: [line('a', 1, 1000)], favoriteIds: ['b'] },
      answer: { newCartData: [line('a', 1, 1250)], newFavorites: [], changes: answer.changes },
    });
  });

  it('ignores anything that is not a storage sync', async () => {
    expect(await replayedStorageSync(null, {})).toBeNull();
    expect(await replayedStorageSync({ cartData: [] }, { newCartData: [] })).toBeNull();
    expect(await replayedStorageSync({ cartData: [], favorites: [] }, { queued: true })).toBeNull();
  });

  it('refuses an answer whose money is not BYN to the kopeck', async () => {
    const answer = { newCartData: [{ ...line('a', 1), cost: 12.505 }], newFavorites: [], changes: [] };
    expect(await replayedStorageSync({ cartData: [], favorites: [] }, answer)).toBeNull();
  });
});
