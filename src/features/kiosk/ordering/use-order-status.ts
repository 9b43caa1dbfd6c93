import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { checkPayment, runStatusCheck } from '../../checkout';
import { type OrderingEvent, type OrderingState, orderToCheck } from './ordering.machine';

/**
 * Asks how the phone payment stands — the order on the QR screen, or one the
 * customer left with «Отменить» — with the checkout's status check (every 2 s,
 * for up to two minutes), and tells the ordering flow each answer. Answers
 * `restart`, the «Проверить ещё раз» after it gave up.
 */
export function useOrderStatus(state: OrderingState, dispatch: Dispatch<OrderingEvent>): () => void {
  const orderId = orderToCheck(state)?.orderId ?? null;
  const control = useRef<{ restart: () => void } | null>(null);
  useEffect(() => {
    if (!orderId) return;
    const run = runStatusCheck({
      check: () => checkPayment(orderId),
      onView: (view) => dispatch({ type: 'status', orderId, view }),
    });
    control.current = run;
    return () => {
      run.stop();
      control.current = null;
    };
  }, [orderId, dispatch]);
  return useCallback(() => control.current?.restart(), []);
}
