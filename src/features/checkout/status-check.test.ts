import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus, OrderView, PaymentStatusAnswer } from '../../domain/contract/checkout';
import { kopecks } from '../../domain/money';
import {
  advance,
  type CheckResult,
  FIRST_VIEW,
  runStatusCheck,
  STATUS_POLL_MS,
  STATUS_WAIT_LIMIT_MS,
  type StatusView,
} from './status-check';

const order = (status: OrderStatus): OrderView => ({
  uid: 'u'.repeat(26),
  number: 1042,
  status,
  stage: status === 'paid' || status === 'confirmed' ? 'accepted' : null,
  createdAt: '2026-11-24T10:00:00+03:00',
  deliveryMethod: 'pickup',
  paymentMethod: 'card',
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
  contact: null,
});

const answer = (status: OrderStatus, message = `status ${status}`): CheckResult => ({
  kind: 'answer',
  answer: { message, status, order: order(status) } satisfies PaymentStatusAnswer,
});

describe('advance: the status check as a state machine', () => {
  it('paid and confirmed are final: the order page with the server’s message', () => {
    for (const status of ['paid', 'confirmed'] as const) {
      expect(advance(FIRST_VIEW, answer(status, 'Заказ оплачен'), 0)).toEqual({
        view: { kind: 'settled', order: order(status), message: 'Заказ оплачен' },
        askAgainInMs: null,
      });
    }
  });

  it('402 is final: failed with the reason', () => {
    expect(advance(FIRST_VIEW, { kind: 'failed', message: 'Банк отклонил оплату' }, 0)).toEqual({
      view: { kind: 'failed', message: 'Банк отклонил оплату' },
      askAgainInMs: null,
    });
  });

  it('an unknown uid is final and shows no order', () => {
    expect(advance(FIRST_VIEW, { kind: 'missing' }, 0)).toEqual({ view: { kind: 'missing' }, askAgainInMs: null });
  });

  it('awaiting payment asks again in 2 s until two minutes have passed, then gives up with the order', () => {
    expect(advance(FIRST_VIEW, answer('awaiting_payment'), STATUS_WAIT_LIMIT_MS - 1)).toEqual({
      view: { kind: 'waiting', order: order('awaiting_payment'), unreachable: false },
      askAgainInMs: STATUS_POLL_MS,
    });
    expect(advance(FIRST_VIEW, answer('awaiting_payment'), STATUS_WAIT_LIMIT_MS)).toEqual({
      view: { kind: 'gave-up', order: order('awaiting_payment') },
      askAgainInMs: null,
    });
  });

  it('no answer keeps asking and keeps the order already known', () => {
    const waiting: StatusView = { kind: 'waiting', order: order('awaiting_payment'), unreachable: false };
    expect(advance(waiting, { kind: 'unreachable' }, 1_000)).toEqual({
      view: { kind: 'waiting', order: order('awaiting_payment'), unreachable: true },
      askAgainInMs: STATUS_POLL_MS,
    });
    expect(advance(FIRST_VIEW, { kind: 'unreachable' }, 1_000).view).toEqual({
      kind: 'checking',
      order: null,
      unreachable: true,
    });
    expect(advance(waiting, { kind: 'unreachable' }, STATUS_WAIT_LIMIT_MS).view).toEqual({
      kind: 'gave-up',
      order: order('awaiting_payment'),
    });
  });

  it('review (the bank reported another amount) stops asking and says people will look at it', () => {
    expect(advance(FIRST_VIEW, answer('review', 'Оплата на проверке'), 0)).toEqual({
      view: { kind: 'held', order: order('review'), message: 'Оплата на проверке' },
      askAgainInMs: null,
    });
  });
});

describe('runStatusCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A check that answers from a script, one result per ask, then `fallback` for good. */
  function scripted(results: CheckResult[], fallback: CheckResult) {
    let asks = 0;
    return { check: async () => results[asks++] ?? fallback };
  }

  it('asks at once, every 2 s while the bank has not answered, and stops once paid', async () => {
    const views: StatusView[] = [];
    const script = scripted([answer('awaiting_payment'), answer('awaiting_payment')], answer('paid'));
    runStatusCheck({ check: script.check, onView: (view) => views.push(view) });
    await vi.advanceTimersByTimeAsync(0);
    expect(views.map((view) => view.kind)).toEqual(['waiting']);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1);
    expect(views).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(views.map((view) => view.kind)).toEqual(['waiting', 'waiting']);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(views.map((view) => view.kind)).toEqual(['waiting', 'waiting', 'settled']);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 10);
    expect(views).toHaveLength(3);
  });

  it('gives up after two minutes of waiting (about 60 asks), and asks again on restart', async () => {
    const views: StatusView[] = [];
    let asks = 0;
    const run = runStatusCheck({
      check: async () => {
        asks += 1;
        return answer('awaiting_payment');
      },
      onView: (view) => views.push(view),
    });
    await vi.advanceTimersByTimeAsync(STATUS_WAIT_LIMIT_MS + STATUS_POLL_MS * 5);
    expect(views.at(-1)?.kind).toBe('gave-up');
    expect(asks).toBe(STATUS_WAIT_LIMIT_MS / STATUS_POLL_MS + 1);
    run.restart();
    expect(views.at(-1)?.kind).toBe('waiting');
    await vi.advanceTimersByTimeAsync(0);
    expect(asks).toBe(STATUS_WAIT_LIMIT_MS / STATUS_POLL_MS + 2);
    run.stop();
  });

  it('stops asking when stopped (the page was left)', async () => {
    let asks = 0;
    const run = runStatusCheck({
      check: async () => {
        asks += 1;
        return answer('awaiting_payment');
      },
      onView: () => {},
    });
    await vi.advanceTimersByTimeAsync(0);
    run.stop();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 5);
    expect(asks).toBe(1);
  });

  it('treats a check that throws like no answer and keeps asking', async () => {
    const views: StatusView[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let asks = 0;
    runStatusCheck({
      check: async () => {
        asks += 1;
        if (asks === 1) throw new Error('boom');
        return answer('confirmed');
      },
      onView: (view) => views.push(view),
    });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(views.map((view) => view.kind)).toEqual(['checking', 'settled']);
  });
});
