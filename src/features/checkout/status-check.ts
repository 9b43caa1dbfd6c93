import type { OrderView, PaymentStatusAnswer } from '../../domain/contract/checkout';

/** How often the status page asks while the bank has not answered, and for how long (issue 13). */
export const STATUS_POLL_MS = 2_000;
export const STATUS_WAIT_LIMIT_MS = 2 * 60_000;

/** One answer of `GET /api/payment/{uid}`, as the status page tells them apart. */
export type CheckResult =
  /** 200 (paid or confirmed) or 202 (awaiting the bank, or under review): the order as it is. */
  | { kind: 'answer'; answer: PaymentStatusAnswer }
  /** 402: declined or expired, with the server's reason. */
  | { kind: 'failed'; message: string }
  /** 404 or 400: no such order (or not this device's to see). */
  | { kind: 'missing' }
  /** No answer (offline, dropped connection) or a server failure. */
  | { kind: 'unreachable' };

/** What the status page shows. */
export type StatusView =
  /** Asking; `order` once an answer has told it, `unreachable` while the last ask got no answer. */
  | { kind: 'checking'; order: OrderView | null; unreachable: boolean }
  /** The bank has not answered yet: asking again every 2 s. */
  | { kind: 'waiting'; order: OrderView; unreachable: boolean }
  /** Two minutes without an answer: the page says what to do instead of asking on. */
  | { kind: 'gave-up'; order: OrderView | null }
  /** Paid (card) or confirmed (on receipt): the order page. */
  | { kind: 'settled'; order: OrderView; message: string; realtimeUrl?: string }
  /** The bank reported an amount or currency that differs from the order's: people will look at it. */
  | { kind: 'held'; order: OrderView; message: string }
  /** Declined or expired: back to the cart with the reason. */
  | { kind: 'failed'; message: string }
  /** No such order: no success is shown. */
  | { kind: 'missing' };

export interface Step {
  view: StatusView;
  /** When to ask again, or null when the answer is final. */
  askAgainInMs: number | null;
}

export const FIRST_VIEW: StatusView = { kind: 'checking', order: null, unreachable: false };

const orderOf = (view: StatusView): OrderView | null => ('order' in view ? view.order : null);

/**
 * The status check as a pure state machine: given what the page shows, one
 * answer and how long it has been asking, what it shows next and whether to
 * ask again.
 */
export function advance(view: StatusView, result: CheckResult, elapsedMs: number): Step {
  const timeIsUp = elapsedMs >= STATUS_WAIT_LIMIT_MS;
  switch (result.kind) {
    case 'failed':
      return { view: { kind: 'failed', message: result.message }, askAgainInMs: null };
    case 'missing':
      return { view: { kind: 'missing' }, askAgainInMs: null };
    case 'unreachable': {
      const order = orderOf(view);
      if (timeIsUp) return { view: { kind: 'gave-up', order }, askAgainInMs: null };
      const next: StatusView = order
        ? { kind: 'waiting', order, unreachable: true }
        : { kind: 'checking', order: null, unreachable: true };
      return { view: next, askAgainInMs: STATUS_POLL_MS };
    }
    case 'answer': {
      const { order, message, status } = result.answer;
      switch (status) {
        case 'paid':
        case 'confirmed':
          return {
            // Where the live page hears the order's moves, when the server said.
            view: {
              kind: 'settled',
              order,
              message,
              ...(result.answer.realtimeUrl ? { realtimeUrl: result.answer.realtimeUrl } : {}),
            },
            askAgainInMs: null,
          };
        case 'review':
          return { view: { kind: 'held', order, message }, askAgainInMs: null };
        case 'declined':
        case 'expired':
          // The server answers these with 402; read the same should a 200 ever carry one.
          return { view: { kind: 'failed', message }, askAgainInMs: null };
        case 'awaiting_payment':
          if (timeIsUp) return { view: { kind: 'gave-up', order }, askAgainInMs: null };
          return { view: { kind: 'waiting', order, unreachable: false }, askAgainInMs: STATUS_POLL_MS };
      }
    }
  }
}

export interface StatusCheckDeps {
  check: () => Promise<CheckResult>;
  onView: (view: StatusView) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Runs the check: asks at once, then as `advance` says, until the answer is
 * final, the time is up or `stop()`. `restart()` asks again for another two
 * minutes (the shopper's «Проверить ещё раз» after giving up).
 */
export function runStatusCheck({
  check,
  onView,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: StatusCheckDeps): { stop: () => void; restart: () => void } {
  let view: StatusView = FIRST_VIEW;
  let startedAt = now();
  let timer: unknown = null;
  let round = 0;
  let stopped = false;

  const ask = async () => {
    const mine = ++round;
    timer = null;
    let result: CheckResult;
    try {
      result = await check();
    } catch (error) {
      console.warn('[checkout] the payment status check failed', error);
      result = { kind: 'unreachable' };
    }
    // A restart or stop while this ask was under way makes its answer stale.
    if (stopped || mine !== round) return;
    const step = advance(view, result, now() - startedAt);
    view = step.view;
    onView(view);
    if (step.askAgainInMs !== null) timer = setTimer(() => void ask(), step.askAgainInMs);
  };

  void ask();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
    },
    restart() {
      if (stopped) return;
      if (timer !== null) clearTimer(timer);
      startedAt = now();
      const order = orderOf(view);
      view = order ? { kind: 'waiting', order, unreachable: false } : FIRST_VIEW;
      onView(view);
      void ask();
    },
  };
}
