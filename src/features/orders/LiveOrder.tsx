import type { ReactNode } from 'react';
import type { OrderView } from '../../domain/contract/checkout';
import { OrderTimeline } from './OrderTimeline';
import { type LiveOrderOptions, useLiveOrder } from './use-live-order';

/**
 * An order followed live (issue 28): the timeline, and whatever the page
 * shows of the order (`children`) drawn from the same, latest view.
 */
export function LiveOrder({ children, ...options }: LiveOrderOptions & { children?: (order: OrderView) => ReactNode }) {
  const live = useLiveOrder(options);
  return (
    <>
      <OrderTimeline
        order={live.order}
        checkedAt={live.stale ? live.checkedAt : null}
        unreachable={live.unreachable}
        live={live.connected}
      />
      {children?.(live.order)}
    </>
  );
}
