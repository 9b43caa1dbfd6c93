import { describe, expect, it } from 'vitest';
import type { Kopecks } from '../../domain/money';
import {
  applyCatchUp,
  applyEvent,
  applySnapshot,
  canCancel,
  columnsOf,
  countdownTone,
  gatewayAmount,
  moneyInWords,
  nextMove,
  type OrdersView,
  screenNumbers,
} from './board-logic';
import { order } from './test-orders';

const NOW = Date.parse('2026-11-26T12:00:00+03:00');

const emptyView = (): OrdersView => ({ orders: {}, seq: 0, catchUpNeeded: false });

describe('merging by version', () => {
  it('keeps the newest version whatever order the events arrive in', () => {
    const view = emptyView();
    expect(applyEvent(view, { seq: 3, order: order({ stage: 'ready', version: 3, seq: 3 }) })).toBe('new');
    // A late event of an older version (another tablet's earlier move) never rolls the card back.
    expect(applyEvent(view, { seq: 2, order: order({ stage: 'baking', version: 2, seq: 2 }) })).toBe('stale');
    expect(view.orders['order-1']?.stage).toBe('ready');
    expect(applyEvent(view, { seq: 4, order: order({ stage: 'handed_over', version: 4, seq: 4 }) })).toBe('newer');
    expect(view.orders['order-1']?.stage).toBe('handed_over');
    expect(view.seq).toBe(4);
  });

  it('a snapshot keeps what the socket brought after the server read its number, and drops the rest', () => {
    const view = emptyView();
    applyEvent(view, { seq: 9, order: order({ uid: 'late', version: 5, seq: 9 }) });
    view.orders.yesterday = order({ uid: 'yesterday', seq: 1 });
    applySnapshot(view, { seq: 8, orders: [order({ uid: 'order-1', seq: 8 })] });
    expect(Object.keys(view.orders).sort()).toEqual(['late', 'order-1']);
    expect(view.seq).toBe(9);
  });
});

describe('catching up after the socket was down', () => {
  it('holds its number while a gap may exist, and a since read closes it', () => {
    const view = emptyView();
    applySnapshot(view, { seq: 5, orders: [order({ seq: 5 })] });
    view.catchUpNeeded = true;
    // Heard on the new socket before the catch-up answered: merged, but the number stays before the gap.
    applyEvent(view, { seq: 12, order: order({ uid: 'b', number: 1044, seq: 12 }) });
    expect(view.seq).toBe(5);
    const added = applyCatchUp(view, {
      seq: 12,
      orders: [order({ uid: 'a', number: 1043, seq: 8 }), order({ uid: 'b', number: 1044, seq: 12 })],
    });
    expect(added.map((o) => o.number)).toEqual([1043]);
    expect(view.seq).toBe(12);
    expect(view.catchUpNeeded).toBe(false);
  });
});

describe('countdown colour', () => {
  const promised = '2026-11-26T12:30:00+03:00';
  it('is green with time to spare, amber under 10 minutes, red when late', () => {
    expect(countdownTone(promised, Date.parse(promised) - 11 * 60_000)).toBe('ok');
    expect(countdownTone(promised, Date.parse(promised) - 9 * 60_000)).toBe('soon');
    expect(countdownTone(promised, Date.parse(promised))).toBe('soon');
    expect(countdownTone(promised, Date.parse(promised) + 1)).toBe('late');
  });
});

describe('columns and cards', () => {
  it('shows «В пути» only while a delivery order exists, and finished orders under «Выданы сегодня»', () => {
    const pickup = [order({ uid: 'a' }), order({ uid: 'b', stage: 'handed_over' })];
    expect(columnsOf(pickup).map((c) => c.id)).toEqual(['accepted', 'baking', 'ready', 'done']);
    const withDelivery = [...pickup, order({ uid: 'c', deliveryMethod: 'delivery', stage: 'ready' })];
    const columns = columnsOf(withDelivery);
    expect(columns.map((c) => c.id)).toEqual(['accepted', 'baking', 'ready', 'on_the_way', 'done']);
    expect(columns.find((c) => c.id === 'done')?.orders.map((o) => o.uid)).toEqual(['b']);
    // An order waiting for its card payment or a manager's review is not on the kitchen's columns.
    expect(columnsOf([order({ status: 'review', stage: null })]).flatMap((c) => c.orders)).toEqual([]);
  });

  it('lets staff cancel only an order not started yet, managers any before handover', () => {
    expect(canCancel(order({ stage: 'accepted' }), 'staff')).toBe(true);
    expect(canCancel(order({ stage: 'baking' }), 'staff')).toBe(false);
    expect(canCancel(order({ stage: 'ready' }), 'manager')).toBe(true);
    expect(canCancel(order({ stage: 'handed_over' }), 'admin')).toBe(false);
  });

  it('moves pickup ready → handed over, delivery ready → on the way', () => {
    expect(nextMove(order({ stage: 'ready' }))).toMatchObject({ to: 'handed_over', label: 'Выдан' });
    expect(nextMove(order({ stage: 'ready', deliveryMethod: 'delivery' }))).toMatchObject({ to: 'on_the_way' });
    expect(nextMove(order({ stage: 'handed_over' }))).toBeNull();
  });

  it('says the money state in words with the one money spelling', () => {
    expect(moneyInWords(order())).toBe('Оплачен картой');
    expect(moneyInWords(order({ payment: 'unpaid', paymentMethod: 'on_receipt', paid: 0 as Kopecks }))).toBe(
      'Оплата при получении',
    );
    expect(moneyInWords(order({ payment: 'refunded', refunded: 1250 as Kopecks }))).toBe('Возврат 12,50\u00a0руб.');
  });

  it('reads the bank’s amount of an order in review from its transactions', () => {
    const review = order({
      status: 'review',
      stage: null,
      transactions: [
        {
          type: 'payment',
          method: 'gateway',
          status: 'succeeded',
          amount: 2000 as Kopecks,
          at: '2026-11-26T11:00:00+03:00',
        },
      ],
    });
    expect(gatewayAmount(review)).toBe(2000);
  });
});

describe('the pickup screen', () => {
  it('lists pickup numbers only and highlights a number ready for under 30 s', () => {
    const numbers = screenNumbers(
      [
        order({ uid: 'a', number: 7, stage: 'baking' }),
        order({ uid: 'b', number: 5, stage: 'accepted' }),
        order({ uid: 'c', number: 9, stage: 'ready', stageChangedAt: new Date(NOW - 10_000).toISOString() }),
        order({ uid: 'd', number: 3, stage: 'ready', stageChangedAt: new Date(NOW - 60_000).toISOString() }),
        order({ uid: 'e', number: 11, stage: 'ready', deliveryMethod: 'delivery' }),
        order({ uid: 'f', number: 2, stage: 'handed_over' }),
      ],
      NOW,
    );
    expect(numbers.preparing).toEqual([5, 7]);
    expect(numbers.ready).toEqual([
      { number: 3, highlighted: false },
      { number: 9, highlighted: true },
    ]);
  });
});
