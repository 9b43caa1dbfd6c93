import { useEffect, useState } from 'react';
import type { DeliveryMethod, Slot } from '../../domain/contract/checkout';
import { fetchSlots } from './checkout.api';

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; slots: Slot[] }
  | { status: 'failed' };

/**
 * The slots of one day for the chosen zone or shop, asked again whenever the
 * choice changes or `reload` grows (a slot filled up under the shopper: 409).
 * Nothing is asked until a place is chosen.
 */
export function useSlots(method: DeliveryMethod, place: string | null, date: string, reload: number): SlotsState {
  const [state, setState] = useState<SlotsState>({ status: 'idle' });
  useEffect(() => {
    // `reload` only makes the effect run again.
    void reload;
    if (!place) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSlots(method, place, date, controller.signal).then(
      (slots) => {
        if (!controller.signal.aborted) setState({ status: 'ready', slots });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[checkout] time slots not loaded', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [method, place, date, reload]);
  return state;
}
