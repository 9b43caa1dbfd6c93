import { useEffect, useRef, useState } from 'react';
import type { OrderUpdatePayload } from '../../domain/contract/order-update';

export interface OrderSocketHandlers {
  onUpdate: (payload: OrderUpdatePayload) => void;
  /** Reconnected without the missed events: read again what is shown. */
  onResync: () => void;
  /** The signed-in shopper's identity token, for the account's orders placed elsewhere; null as this device alone. */
  token?: () => string | null;
}

/**
 * Hears `order_{uid}` of the orders this device placed (and the account's,
 * with a token) while the page is open. socket.io loads with the first page
 * that follows an order, never with the shop's first page. Answers whether the
 * connection is up (null until it has tried).
 */
export function useOrderSocket(url: string | null, handlers: OrderSocketHandlers): boolean | null {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [connected, setConnected] = useState<boolean | null>(null);
  useEffect(() => {
    if (!url) return;
    let closed = false;
    let close: (() => void) | null = null;
    import('../../platform/order-realtime')
      .then(({ connectOrderRealtime }) => {
        if (closed) return;
        const connection = connectOrderRealtime({
          url,
          token: () => latest.current.token?.() ?? null,
          onOrderUpdate: (payload) => latest.current.onUpdate(payload),
          onResync: () => latest.current.onResync(),
          onConnected: (up) => setConnected(up),
        });
        close = () => connection.close();
      })
      .catch((error: unknown) => {
        console.warn('[orders] the live updates could not start', error);
        setConnected(false);
      });
    return () => {
      closed = true;
      close?.();
    };
  }, [url]);
  return connected;
}
