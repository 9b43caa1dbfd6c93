import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../domain/contract/checkout';
import { kopecks } from '../../domain/money';
import { decodeSlice } from '../../platform/persistence';
import { cartLinesOf, orderRows, rowStatus } from './order-list';
import {
  createTrackedOrdersState,
  guestOrdersToOffer,
  markAttachOffered,
  TRACKED_ORDERS_LIMIT,
} from './tracked-orders';
import { rememberOrder, storedView, trackedOrdersBinding, trackedOrdersCodec } from './tracked-orders.codec';

const uid = (n: number) => `order${String(n).padStart(19, '0')}`;
const order = (n: number, overrides: Partial<OrderView> = {}): OrderView => ({
  uid: uid(n),
  number: 1000 + n,
  status: 'confirmed',
  stage: 'accepted',
  createdAt: '2026-11-24T10:00:00+03:00',
  deliveryMethod: 'pickup',
  paymentMethod: 'on_receipt',
  place: { _id: 'nemiga', title: 'На Немиге', address: 'ул. Немига, 5' },
  slot: { from: '2026-11-24T12:00:00+03:00', to: '2026-11-24T12:15:00+03:00' },
  asap: false,
  lines: [
    {
      _id: 'kapusta',
      title: 'Пирог с капустой',
      count: 2,
      sum: kopecks(5980),
      total: kopecks(5980),
      discountedUnits: 0,
    },
  ],
  sum: kopecks(5980),
  discount: kopecks(0),
  bonusUsed: 0,
  deliveryFee: kopecks(0),
  total: kopecks(5980),
  promoTitle: null,
  contact: { name: 'Анна', phone: '+375291234567', email: null, address: null, comment: null },
  tracking: {
    steps: [{ stage: 'accepted', at: '2026-11-24T10:01:00+03:00' }],
    money: { state: 'on_receipt', paid: kopecks(0), refunded: kopecks(0) },
    cancelReason: null,
    seq: 3,
  },
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('the orders a device remembers', () => {
  it('keeps each view as the wire has it, so reading it back gives the same order (money not scaled twice)', () => {
    const state = createTrackedOrdersState();
    rememberOrder(state, order(1), 1_000);
    const stored = trackedOrdersBinding.select(state);
    // Stored in roubles, as the wire carries it.
    expect(stored.orders[0]?.view).toMatchObject({ total: 59.8 });
    const loaded = decodeSlice(trackedOrdersCodec, { version: 1, savedAt: 5, data: stored });
    expect(loaded.data.orders).toHaveLength(1);
    expect(storedView(loaded.data.orders[0] ?? { view: null })).toEqual(order(1));
  });

  it('keeps the newest read of an order, newest orders first, and forgets beyond the limit', () => {
    const state = createTrackedOrdersState();
    rememberOrder(state, order(1), 1_000);
    rememberOrder(state, order(2), 1_000);
    rememberOrder(state, order(1, { stage: 'baking' }), 2_000);
    // An older read arriving late changes nothing.
    rememberOrder(state, order(1, { stage: 'accepted' }), 1_500);
    expect(state.orders.map((entry) => entry.number)).toEqual([1002, 1001]);
    expect(storedView(state.orders[1] ?? { view: null })?.stage).toBe('baking');
    for (let n = 3; n < TRACKED_ORDERS_LIMIT + 5; n += 1) rememberOrder(state, order(n), 3_000);
    expect(state.orders).toHaveLength(TRACKED_ORDERS_LIMIT);
    expect(state.orders.some((entry) => entry.uid === uid(1))).toBe(false);
  });

  it('counts an order as placed here only when the server showed this device its contact', () => {
    const state = createTrackedOrdersState();
    rememberOrder(state, order(1), 1);
    rememberOrder(state, order(2, { contact: null }), 1);
    expect(guestOrdersToOffer(state, new Set())).toEqual([uid(1)]);
    expect(guestOrdersToOffer(state, new Set([uid(1)]))).toEqual([]);
    // A later view without the contact (read elsewhere) never unmarks it.
    rememberOrder(state, order(1, { contact: null }), 2);
    expect(guestOrdersToOffer(state, new Set())).toEqual([uid(1)]);
  });

  it('offers the guest orders to an account once', () => {
    const state = createTrackedOrdersState();
    markAttachOffered(state, 'user-1', 10);
    markAttachOffered(state, 'user-1', 11);
    expect(state.attachOffered).toEqual(['user-1']);
  });

  it('drops a corrupt entry with a warning and replaces an unreadable record with the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = createTrackedOrdersState();
    rememberOrder(state, order(1), 1);
    const good = trackedOrdersBinding.select(state).orders[0];
    const loaded = decodeSlice(trackedOrdersCodec, {
      version: 1,
      savedAt: 9,
      data: { orders: [good, { uid: 'x', view: 'nonsense' }, null], attachOffered: ['user-1', 7] },
    });
    expect(loaded.data.orders.map((entry) => entry.uid)).toEqual([uid(1)]);
    expect(loaded.data.attachOffered).toEqual(['user-1']);
    expect(warn).toHaveBeenCalled();
    warn.mockClear();
    expect(decodeSlice(trackedOrdersCodec, { version: 1, savedAt: 9, data: { orders: 'x' } })).toEqual({
      data: { orders: [], attachOffered: [] },
      savedAt: 0,
    });
    expect(decodeSlice(trackedOrdersCodec, 'garbage').data).toEqual({ orders: [], attachOffered: [] });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('«Мои заказы» rows', () => {
  it('lists the account’s and the device’s orders once, newest first, with a live stage heard since', () => {
    const state = createTrackedOrdersState();
    rememberOrder(state, order(1), 1);
    rememberOrder(state, order(2, { contact: null }), 1);
    const account = [
      {
        uid: uid(1),
        number: 1001,
        status: 'confirmed' as const,
        stage: 'accepted' as const,
        createdAt: '2026-11-24T10:00:00+03:00',
        total: kopecks(5980),
        bonusUsed: 0,
        count: 2,
      },
      {
        uid: uid(5),
        number: 1005,
        status: 'paid' as const,
        stage: 'ready' as const,
        createdAt: '2026-11-24T11:00:00+03:00',
        total: kopecks(100),
        bonusUsed: 0,
        count: 1,
      },
    ];
    const rows = orderRows(account, state.orders, { [uid(1)]: 'ready' }, storedView);
    expect(rows.map((row) => [row.number, row.stage, row.ofAccount])).toEqual([
      [1005, 'ready', true],
      [1001, 'ready', true],
    ]);
    expect(rows.map(rowStatus)).toEqual(['Готов', 'Готов к выдаче']);
    expect(orderRows(null, state.orders, {}, storedView).map((row) => row.number)).toEqual([1001]);
  });

  it('puts an order’s lines back as cart lines at the unit price it had', () => {
    expect(cartLinesOf(order(1))).toEqual([{ _id: 'kapusta', title: 'Пирог с капустой', count: 2, cost: 2990 }]);
  });
});
