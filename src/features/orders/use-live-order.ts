import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderView } from '../../domain/contract/checkout';
import { onOnlineChange } from '../offline';
import { readOrder } from './orders.api';
import { useOrderSocket } from './use-order-socket';
import type { TrackedOrders } from './use-tracked-orders';

/** Without a live connection the page still reads the order now and then (a kiosk polls always). */
export const FALLBACK_POLL_MS = 30_000;

export interface LiveOrderOptions {
  uid: string;
  /** The view the page already has (the payment check's) and when it was read. */
  initial: OrderView;
  initialAt?: number;
  realtimeUrl: string | null;
  tracked: TrackedOrders | null;
  /** Read every this many ms whatever the socket does (a kiosk, whose tablet the socket does not admit). */
  pollMs?: number;
  token?: () => string | null;
  /** False where the socket cannot hear the order (a kiosk tablet): it is polled instead. */
  socket?: boolean;
}

export interface LiveOrder {
  order: OrderView;
  /** When the shown view was read from the server, ms since the epoch. */
  checkedAt: number;
  /** The last read failed or the live connection is down: the view may be behind. */
  stale: boolean;
  /** The live connection is up. */
  connected: boolean;
  /** The last read got no answer (offline, or the shop unreachable). */
  unreachable: boolean;
}

/**
 * An order as its live page follows it (issue 28): read again on every
 * `order_{uid}` with a newer event number, on a reconnect that missed events,
 * when the network comes back, and now and then while there is no live
 * connection. Every view read is remembered on the device for offline.
 */
export function useLiveOrder({
  uid,
  initial,
  initialAt,
  realtimeUrl,
  tracked,
  pollMs,
  token,
  socket = true,
}: LiveOrderOptions): LiveOrder {
  const [live, setLive] = useState<{ order: OrderView; checkedAt: number; failed: boolean }>(() => ({
    order: initial,
    checkedAt: initialAt ?? Date.now(),
    failed: false,
  }));
  const [url, setUrl] = useState(realtimeUrl);
  const seq = useRef(initial.tracking?.seq ?? 0);
  const reading = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const remember = tracked?.remember ?? null;
  const refresh = useCallback((): Promise<void> => {
    // One read at a time; a change heard meanwhile asks once more after it.
    if (reading.current) {
      again.current = true;
      return reading.current;
    }
    const run = async () => {
      do {
        again.current = false;
        const read = await readOrder(uid);
        if (read.kind === 'order') {
          const checkedAt = Date.now();
          seq.current = Math.max(seq.current, read.order.tracking?.seq ?? 0);
          setLive({ order: read.order, checkedAt, failed: false });
          if (read.realtimeUrl) setUrl(read.realtimeUrl);
          remember?.(read.order, checkedAt);
        } else {
          setLive((current) => ({ ...current, failed: true }));
        }
      } while (again.current);
    };
    reading.current = run().finally(() => {
      reading.current = null;
    });
    return reading.current;
  }, [uid, remember]);

  // The view the page opened with is the last known one too.
  const rememberedInitial = useRef(false);
  useEffect(() => {
    if (!tracked?.loaded || rememberedInitial.current || initialAt !== undefined) return;
    rememberedInitial.current = true;
    tracked.remember(initial, live.checkedAt);
  }, [tracked, initial, initialAt, live.checkedAt]);

  const connected = useOrderSocket(socket ? url : null, {
    token,
    onUpdate: (payload) => {
      if (payload.uid !== uid || payload.seq <= seq.current) return;
      void refresh();
    },
    onResync: () => void refresh(),
  });

  useEffect(() => onOnlineChange((online) => (online ? void refresh() : undefined)), [refresh]);

  // A page opened from the stored view (offline) reads at once; so does one without the live address yet.
  useEffect(() => {
    if (initialAt !== undefined || !realtimeUrl) void refresh();
  }, [initialAt, realtimeUrl, refresh]);

  // The socket hears only this device's orders, and the account's with a token: any other order is polled.
  const hears = connected === true && (initial.contact !== null || Boolean(token?.()));
  const every = pollMs ?? (hears ? null : FALLBACK_POLL_MS);
  useEffect(() => {
    if (every === null) return;
    const timer = setInterval(() => void refresh(), every);
    return () => clearInterval(timer);
  }, [every, refresh]);

  return {
    order: live.order,
    checkedAt: live.checkedAt,
    stale: live.failed || (socket && connected === false),
    connected: connected === true,
    unreachable: live.failed,
  };
}
