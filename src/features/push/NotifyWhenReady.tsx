import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api-client';
import { type PushAvailability, PushRefused, pushAvailability, subscribeToPush } from '../../platform/push';
import { notify } from '../toasts';
import { pushPublicKey, sendSubscription } from './push.api';
import { PUSH_HINTS } from './push-hints';

type State = PushAvailability | 'asking' | 'subscribed' | 'unknown';

/**
 * «Сообщить, когда будет готов» on an order's page (issue 28): asks for the
 * notification permission only on this tap, then keeps the subscription on
 * the server for this device (and the signed-in shopper).
 */
export function NotifyWhenReady({ orderUid }: { orderUid: string }) {
  // Known only in the browser: the server renders nothing, and the button appears after hydration.
  const [state, setState] = useState<State>('unknown');
  useEffect(() => setState(pushAvailability()), []);

  if (state === 'unknown' || state === 'unavailable') return null;
  const hint = state === 'ios-home-screen' || state === 'denied' ? PUSH_HINTS[state] : undefined;
  if (hint) return <p className="order__push-hint">{hint}</p>;
  if (state === 'subscribed') {
    return (
      <p className="order__push-hint" data-push="subscribed">
        Пришлём уведомление, когда заказ будет готов.
      </p>
    );
  }

  const subscribe = async () => {
    setState('asking');
    try {
      const subscription = await subscribeToPush(await pushPublicKey());
      await sendSubscription(subscription, orderUid);
      setState('subscribed');
    } catch (error) {
      setState(pushAvailability());
      if (error instanceof PushRefused || isApiError(error)) notify.error(error.message);
      else notify.error('Не получилось включить уведомления. Попробуйте ещё раз');
    }
  };

  return (
    <button
      type="button"
      className="button button--ghost order__push"
      disabled={state === 'asking'}
      onClick={() => void subscribe()}
    >
      Сообщить, когда будет готов
    </button>
  );
}
