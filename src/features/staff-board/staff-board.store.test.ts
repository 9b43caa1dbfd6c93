import { describe, expect, it, vi } from 'vitest';
import type { StaffOrdersAnswer } from '../../domain/contract/staff';
import type { StaffRealtimeOptions } from '../../platform/staff-realtime';
import { boardActions } from './staff-board.actions';
import type { StaffApi } from './staff-board.api';
import { createBoardState, startBoard } from './staff-board.store';
import { order } from './test-orders';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(answers: StaffOrdersAnswer[]) {
  const state = createBoardState();
  const calls: (number | undefined)[] = [];
  let socket: StaffRealtimeOptions | null = null;
  const onNewOrder = vi.fn();
  const stop = startBoard(state, 'nemiga', 'http://127.0.0.1:1', {
    orders: async (_shop, since) => {
      calls.push(since);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer prepared');
      return answer;
    },
    connect: async (options) => {
      socket = options;
      return { close: () => undefined };
    },
    now: () => 1,
    onNewOrder,
    onSignedOut: () => undefined,
    isSignedOut: () => false,
  });
  return { state, calls, onNewOrder, stop, socket: () => socket as unknown as StaffRealtimeOptions };
}

describe('the live board', () => {
  it('reads the board, then on every reconnection what changed since its last number (a restart loses nothing)', async () => {
    const board = harness([
      { seq: 4, orders: [order({ seq: 4 })] },
      { seq: 4, orders: [] },
      { seq: 7, orders: [order({ uid: 'missed', number: 1043, seq: 6 })] },
    ]);
    await flush();
    board.socket().onConnected();
    await flush();
    expect(board.state.connection).toBe('online');
    board.socket().onDisconnected();
    expect(board.state.connection).toBe('offline');
    board.socket().onConnected();
    await flush();
    expect(board.calls).toEqual([undefined, 4, 4]);
    expect(Object.keys(board.state.orders).sort()).toEqual(['missed', 'order-1']);
    expect(board.state.seq).toBe(7);
    // The order placed while the board was away arrives with the sound and highlight of a new one.
    expect(board.onNewOrder).toHaveBeenCalledTimes(1);
    expect(board.state.fresh.missed).toBe(1);
    board.stop();
  });

  it('a live new order rings once; the same event again changes nothing', async () => {
    const board = harness([{ seq: 1, orders: [] }]);
    await flush();
    const payload = { seq: 2, order: order({ uid: 'new', seq: 2 }) };
    board.socket().onOrder(payload);
    board.socket().onOrder(payload);
    expect(board.onNewOrder).toHaveBeenCalledTimes(1);
    expect(board.state.seq).toBe(2);
    board.stop();
  });
});

describe('a live event numbered past the next one', () => {
  it('reads what is missing since the board’s number when the gap does not fill by itself', async () => {
    vi.useFakeTimers();
    try {
      const board = harness([
        { seq: 1, orders: [order({ seq: 1 })] },
        { seq: 1, orders: [] },
        {
          seq: 3,
          orders: [order({ uid: 'lost', number: 1043, seq: 2 }), order({ uid: 'heard', number: 1044, seq: 3 })],
        },
      ]);
      await vi.advanceTimersByTimeAsync(0);
      board.socket().onConnected();
      await vi.advanceTimersByTimeAsync(0);
      // Event 2 never comes (its node died before announcing it); event 3 does.
      board.socket().onOrder({ seq: 3, order: order({ uid: 'heard', number: 1044, seq: 3 }) });
      expect(board.state.seq).toBe(1);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(board.calls).toEqual([undefined, 1, 1]);
      expect(Object.keys(board.state.orders).sort()).toEqual(['heard', 'lost', 'order-1']);
      expect(board.state.seq).toBe(3);
      board.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads nothing more for events in order', async () => {
    vi.useFakeTimers();
    try {
      const board = harness([
        { seq: 1, orders: [] },
        { seq: 1, orders: [] },
      ]);
      await vi.advanceTimersByTimeAsync(0);
      board.socket().onConnected();
      await vi.advanceTimersByTimeAsync(0);
      board.socket().onOrder({ seq: 2, order: order({ uid: 'a', seq: 2 }) });
      board.socket().onOrder({ seq: 3, order: order({ uid: 'b', number: 1044, seq: 3 }) });
      await vi.advanceTimersByTimeAsync(1_500);
      expect(board.calls).toEqual([undefined, 1]);
      expect(board.state.seq).toBe(3);
      board.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a move refused because another tablet was first', () => {
  it('shows the card where it is now, with the reason, and no error is thrown', async () => {
    const state = createBoardState();
    state.orders['order-1'] = order({ stage: 'accepted', version: 1 });
    const { ApiError } = await import('../../platform/api-client');
    const current = order({ stage: 'baking', version: 2 });
    const calls = {
      stage: async () => {
        throw new ApiError('staffOrderStage', 409, 'Заказ уже передвинули на другом планшете', {
          answer: { message: 'x', order: current },
        });
      },
    } as unknown as StaffApi;
    const outcome = await boardActions(state, calls).move(order({ stage: 'accepted', version: 1 }));
    expect(outcome.ok).toBe(false);
    expect(state.orders['order-1']?.stage).toBe('baking');
    expect(state.notes['order-1']).toBe('Заказ уже передвинули на другом планшете');
  });
});
