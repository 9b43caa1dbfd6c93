import { useEffect, useState } from 'react';
import type { OrderView } from '../../domain/contract/checkout';
import { LiveOrder } from './LiveOrder';
import { readOrder } from './orders.api';

/**
 * An order's stages on a screen the realtime server does not admit for it (the
 * kiosk: its orders belong to `kiosk:<device>`, a room no socket joins), read
 * every `pollMs` from the status check instead, until the screen goes.
 */
export function PolledOrder({ uid, pollMs }: { uid: string; pollMs: number }) {
  const [first, setFirst] = useState<OrderView | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const answer = await readOrder(uid);
      if (!live) return;
      if (answer.kind === 'order') setFirst(answer.order);
      else if (answer.kind === 'unreachable') timer = setTimeout(() => void read(), pollMs);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [uid, pollMs]);
  if (!first) return null;
  return (
    <LiveOrder
      uid={uid}
      initial={first}
      initialAt={Date.now()}
      realtimeUrl={null}
      tracked={null}
      pollMs={pollMs}
      socket={false}
    />
  );
}
