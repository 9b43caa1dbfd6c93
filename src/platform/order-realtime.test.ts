import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io's client: what the connection registered and asked, driven by the test. */
const fake = vi.hoisted(() => {
  const state = {
    options: null as null | { auth: (send: (data: object) => void) => void },
    handlers: new Map<string, (...args: unknown[]) => void>(),
    any: null as null | ((name: unknown, payload: unknown) => void),
    socket: { recovered: false, active: true, connect: vi.fn(), close: vi.fn() } as Record<string, unknown>,
  };
  return state;
});

vi.mock('socket.io-client', () => ({
  io: (_url: string, options: typeof fake.options) => {
    fake.options = options;
    Object.assign(fake.socket, {
      on: (name: string, handler: (...args: unknown[]) => void) => fake.handlers.set(name, handler),
      onAny: (handler: (name: unknown, payload: unknown) => void) => {
        fake.any = handler;
      },
    });
    return fake.socket;
  },
}));

const { connectOrderRealtime } = await import('./order-realtime');

const UID = 'RSejDgCHI_VBq1Nl1NsJxCiz';

describe('connectOrderRealtime', () => {
  beforeEach(() => {
    fake.handlers.clear();
    fake.socket.recovered = false;
    fake.socket.active = true;
    vi.mocked(fake.socket.connect as () => void).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('passes on order updates the contract describes, under their own name only', () => {
    const onOrderUpdate = vi.fn();
    connectOrderRealtime({ url: 'http://shop', onOrderUpdate, onResync: vi.fn() });
    const payload = { uid: UID, stage: 'baking', payment: 'unpaid', seq: 4 };
    fake.any?.(`order_${UID}`, payload);
    expect(onOrderUpdate).toHaveBeenCalledWith(payload);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.any?.('order_AAAAAAAAAAAAAAAAAAAAAAAA', payload);
    fake.any?.(`order_${UID}`, { uid: UID, stage: 'flying' });
    fake.any?.('user_data_1', payload);
    expect(onOrderUpdate).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads again on every connection that did not recover what it missed, the first one too', () => {
    const onResync = vi.fn();
    connectOrderRealtime({ url: 'http://shop', onOrderUpdate: vi.fn(), onResync });
    fake.handlers.get('connect')?.();
    expect(onResync).toHaveBeenCalledTimes(1);
    fake.socket.recovered = true;
    fake.handlers.get('connect')?.();
    expect(onResync).toHaveBeenCalledTimes(1);
    fake.socket.recovered = false;
    fake.handlers.get('connect')?.();
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('connects as the device without a token, and falls back to the device when the token is refused', () => {
    const sent: object[] = [];
    connectOrderRealtime({ url: 'http://shop', onOrderUpdate: vi.fn(), onResync: vi.fn() });
    fake.options?.auth((data) => sent.push(data));
    connectOrderRealtime({ url: 'http://shop', token: () => 'tok', onOrderUpdate: vi.fn(), onResync: vi.fn() });
    fake.options?.auth((data) => sent.push(data));
    fake.socket.active = false;
    fake.handlers.get('connect_error')?.(new Error('refused'));
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
    fake.options?.auth((data) => sent.push(data));
    expect(sent).toEqual([{}, { token: 'tok' }, {}]);
  });
});
