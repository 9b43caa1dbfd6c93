import { describe, expect, it } from 'vitest';
import { kopecks } from '../money';
import { clawbackTarget, type LedgerEntry, moneyTotals, paymentState, refundable } from './payment-state';
import { checkMove, isCancellable, nextStage, UNDO_WINDOW_MS, undoUntil } from './stages';

const now = new Date('2026-11-22T09:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none = { previousStage: null, stageChangedAt: null };

describe('order stages', () => {
  it('walks pickup and delivery orders through their own stages', () => {
    expect(nextStage('pickup', 'ready')).toBe('handed_over');
    expect(nextStage('delivery', 'ready')).toBe('on_the_way');
    expect(nextStage('delivery', 'on_the_way')).toBe('handed_over');
    expect(nextStage('pickup', 'handed_over')).toBeNull();
    expect(nextStage('pickup', 'cancelled')).toBeNull();
  });

  it('allows only the next stage, never a skip, a step back or a move of a finished order', () => {
    expect(checkMove('pickup', 'accepted', 'baking', none, now)).toEqual({ ok: true, undo: false });
    expect(checkMove('pickup', 'accepted', 'ready', none, now)).toEqual({ ok: false, reason: 'not_next' });
    expect(checkMove('pickup', 'baking', 'accepted', none, now)).toEqual({ ok: false, reason: 'not_next' });
    expect(checkMove('pickup', 'ready', 'on_the_way', none, now)).toEqual({ ok: false, reason: 'not_next' });
    expect(checkMove('pickup', 'handed_over', 'ready', none, now)).toEqual({ ok: false, reason: 'finished' });
    expect(checkMove('pickup', 'cancelled', 'accepted', none, now)).toEqual({ ok: false, reason: 'finished' });
  });

  it('undoes the last move back to the stage it left within two minutes, not after', () => {
    const recent = { previousStage: 'ready' as const, stageChangedAt: ago(UNDO_WINDOW_MS - 1000) };
    const old = { previousStage: 'ready' as const, stageChangedAt: ago(UNDO_WINDOW_MS + 1000) };
    expect(checkMove('pickup', 'handed_over', 'ready', recent, now)).toEqual({ ok: true, undo: true });
    expect(checkMove('pickup', 'handed_over', 'ready', old, now)).toEqual({ ok: false, reason: 'finished' });
    expect(checkMove('pickup', 'handed_over', 'baking', recent, now).ok).toBe(false);
    expect(undoUntil(recent, 'handed_over', now)).toEqual(new Date(recent.stageChangedAt.getTime() + UNDO_WINDOW_MS));
    expect(undoUntil(old, 'handed_over', now)).toBeNull();
    expect(undoUntil(recent, 'cancelled', now)).toBeNull();
  });

  it('cancels any stage before handover', () => {
    expect(isCancellable('accepted')).toBe(true);
    expect(isCancellable('on_the_way')).toBe(true);
    expect(isCancellable('handed_over')).toBe(false);
    expect(isCancellable('cancelled')).toBe(false);
    expect(isCancellable(null)).toBe(false);
  });
});

describe('payment state from the ledger', () => {
  const entry = (type: LedgerEntry['type'], amount: number, status: LedgerEntry['status'] = 'succeeded') => ({
    type,
    status,
    amount: kopecks(amount),
  });

  it('derives unpaid, paid, partially refunded and refunded', () => {
    expect(paymentState([])).toBe('unpaid');
    expect(paymentState([entry('payment', 1000, 'failed')])).toBe('unpaid');
    expect(paymentState([entry('cash', 1000)])).toBe('paid');
    expect(paymentState([entry('payment', 1000), entry('refund', 300)])).toBe('partially_refunded');
    expect(paymentState([entry('payment', 1000), entry('refund', 300), entry('refund', 700)])).toBe('refunded');
    expect(paymentState([entry('payment', 1000), entry('refund', 1000, 'pending')])).toBe('paid');
  });

  it('counts pending refunds against what may still be refunded', () => {
    const ledger = [
      entry('payment', 1000),
      entry('refund', 300),
      entry('refund', 200, 'pending'),
      entry('refund', 100, 'failed'),
    ];
    expect(moneyTotals(ledger)).toEqual({ paidIn: 1000, refunded: 300, refundPending: 200 });
    expect(refundable(ledger)).toBe(500);
  });

  it('claws back points in proportion, all of them only for a whole refund', () => {
    expect(clawbackTarget(149, 0, 2990)).toBe(0);
    expect(clawbackTarget(149, 1000, 2990)).toBe(49);
    expect(clawbackTarget(149, 2989, 2990)).toBe(148);
    expect(clawbackTarget(149, 2990, 2990)).toBe(149);
    expect(clawbackTarget(0, 2990, 2990)).toBe(0);
  });
});
