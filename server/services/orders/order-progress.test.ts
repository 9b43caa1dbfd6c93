import { describe, expect, it } from 'vitest';
import { kopecks } from '../../../src/domain/money';
import type { StageMoveRow } from '../../repositories/order-tracking';
import { CANCELLED_BY_SHOP, orderProgress, type ProgressOrder } from './order-progress';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
const order = (overrides: Partial<ProgressOrder> = {}): ProgressOrder => ({
  stage: 'accepted',
  deliveryMethod: 'pickup',
  paymentMethod: 'card',
  createdAt: at(0),
  settledAt: at(1),
  cancelReason: null,
  lastSeq: 7,
  stageChangedAt: null,
  ...overrides,
});
const move = (
  action: string,
  from: string,
  to: string,
  minute: number,
  reason: string | null = null,
): StageMoveRow => ({
  action,
  before: { stage: from },
  after: { stage: to },
  reason,
  at: at(minute),
});
const paid = [{ type: 'payment' as const, status: 'succeeded' as const, amount: kopecks(1250) }];
const times = (steps: { stage: string; at: string | null }[]) => steps.map((step) => [step.stage, step.at]);

describe('orderProgress', () => {
  it('says «Принят» when the order was paid, and nothing of steps still ahead', () => {
    const tracking = orderProgress(order(), [], paid);
    expect(times(tracking.steps)).toEqual([
      ['accepted', '2026-11-26T12:01:00+03:00'],
      ['baking', null],
      ['ready', null],
      ['handed_over', null],
    ]);
    expect(tracking.money).toEqual({ state: 'paid', paid: 1250, refunded: 0 });
    expect(tracking).toMatchObject({ cancelReason: null, seq: 7 });
  });

  it('leaves out a move that was undone and keeps the time of the move made again', () => {
    const moves = [
      move('stage', 'accepted', 'baking', 5),
      move('stage', 'baking', 'ready', 6),
      move('undo', 'ready', 'baking', 7),
      move('stage', 'baking', 'ready', 20),
    ];
    expect(times(orderProgress(order({ stage: 'ready' }), moves, paid).steps)).toEqual([
      ['accepted', '2026-11-26T12:01:00+03:00'],
      ['baking', '2026-11-26T12:05:00+03:00'],
      ['ready', '2026-11-26T12:20:00+03:00'],
      ['handed_over', null],
    ]);
    expect(times(orderProgress(order({ stage: 'baking' }), moves.slice(0, 3), paid).steps)[2]).toEqual(['ready', null]);
  });

  it('follows a delivery through «В пути»', () => {
    const moves = [
      move('stage', 'accepted', 'baking', 5),
      move('stage', 'baking', 'ready', 6),
      move('stage', 'ready', 'on_the_way', 8),
    ];
    const tracking = orderProgress(order({ stage: 'on_the_way', deliveryMethod: 'delivery' }), moves, paid);
    expect(tracking.steps.map((step) => step.stage)).toEqual([
      'accepted',
      'baking',
      'ready',
      'on_the_way',
      'handed_over',
    ]);
    expect(tracking.steps[3]?.at).toBe('2026-11-26T12:08:00+03:00');
  });

  it('ends a cancelled order with the cancel, its reason for the shopper and the refund', () => {
    const moves = [move('stage', 'accepted', 'baking', 5), move('cancel', 'baking', 'cancelled', 9, 'Печь сломалась')];
    const ledger = [...paid, { type: 'refund' as const, status: 'succeeded' as const, amount: kopecks(1250) }];
    const tracking = orderProgress(order({ stage: 'cancelled', cancelReason: 'Печь сломалась' }), moves, ledger);
    expect(times(tracking.steps)).toEqual([
      ['accepted', '2026-11-26T12:01:00+03:00'],
      ['baking', '2026-11-26T12:05:00+03:00'],
      ['cancelled', '2026-11-26T12:09:00+03:00'],
    ]);
    expect(tracking.cancelReason).toBe('Печь сломалась');
    expect(tracking.money).toEqual({ state: 'refunded', paid: 0, refunded: 1250 });
    expect(orderProgress(order({ stage: 'cancelled', cancelReason: '  ' }), [], []).cancelReason).toBe(
      CANCELLED_BY_SHOP,
    );
  });

  it('tells an unpaid order to pay on receipt, and a part refund with its amount', () => {
    expect(orderProgress(order({ paymentMethod: 'on_receipt' }), [], []).money.state).toBe('on_receipt');
    expect(orderProgress(order({ stage: 'cancelled', paymentMethod: 'on_receipt' }), [], []).money.state).toBe(
      'unpaid',
    );
    const part = [...paid, { type: 'refund' as const, status: 'succeeded' as const, amount: kopecks(250) }];
    expect(orderProgress(order(), [], part).money).toEqual({ state: 'partially_refunded', paid: 1000, refunded: 250 });
  });

  it('has no step reached before the order is paid, and trusts the order’s stage over a short log', () => {
    expect(orderProgress(order({ stage: null }), [], []).steps.every((step) => step.at === null)).toBe(true);
    const late = orderProgress(order({ stage: 'ready', stageChangedAt: at(30) }), [], paid);
    expect(late.steps[2]?.at).toBe('2026-11-26T12:30:00+03:00');
  });
});
