import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../domain/contract/cart';
import type { StorageUpdateAnswer } from '../../domain/contract/storage';
import {
  createStorageSync,
  describeChanges,
  mergeCartAnswer,
  mergeFavoritesAnswer,
  replayedStorageSync,
} from './storage-sync';

const line = (id: string, count: number, cost = 10): CartItem => ({ _id: id, title: id, cost, count, discount: 0 });

describe('mergeCartAnswer', () => {
  it('takes the server version of lines untouched during the request', () => {
    const sent = [line('a', 2, 10), line('b', 150, 5)];
    const answer = [line('a', 2, 12), line('b', 99, 5)];
    expect(mergeCartAnswer(sent, sent, answer)).toEqual(answer);
  });

  it('keeps a count changed in flight but takes the fresh price', () => {
    const sent = [line('a', 2, 10)];
    const current = [line('a', 3, 10)];
    expect(mergeCartAnswer(current, sent, [line('a', 2, 12)])).toEqual([line('a', 3, 12)]);
  });

  it('drops withdrawn lines, keeps lines added in flight and lines removed in flight stay removed', () => {
    const sent = [line('a', 1), line('b', 1)];
    const current = [line('b', 1), line('c', 4)];
    expect(mergeCartAnswer(current, sent, [line('a', 1)])).toEqual([line('c', 4)]);
  });
});

describe('mergeFavoritesAnswer', () => {
  const fav = (id: string, cost = 1) => ({
    _id: id,
    title: id,
    cost,
    discount: 0,
    image: { base: '/images/x', width: 1, height: 1, alt: '' },
  });
  it('refreshes, drops withdrawn, keeps added in flight', () => {
    expect(mergeFavoritesAnswer([fav('a'), fav('b'), fav('c')], ['a', 'b'], [fav('a', 2)])).toEqual([
      fav('a', 2),
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
  it('reads a replayed request and its answer by shape', () => {
    const sentBody = { cartData: [line('a', 1)], favorites: [{ _id: 'b' }] };
    const answer = { newCartData: [line('a', 1, 12)], newFavorites: [], changes: [] };
    expect(replayedStorageSync(sentBody, answer)).toEqual({
      sent: { cartData: [line('a', 1)], favoriteIds: ['b'] },
      answer,
    });
  });

  it('ignores anything that is not a storage sync', () => {
    expect(replayedStorageSync(null, {})).toBeNull();
    expect(replayedStorageSync({ cartData: [] }, { newCartData: [] })).toBeNull();
    expect(replayedStorageSync({ cartData: [], favorites: [] }, { queued: true })).toBeNull();
  });
});
