import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api-client';
import {
  currentPushEndpoint,
  type PushAvailability,
  PushRefused,
  pushAvailability,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../platform/push';
import { notify } from '../toasts';
import { deleteSubscription, pushPublicKey, sendSubscription } from './push.api';
import { PUSH_HINTS } from './push-hints';

type State = PushAvailability | 'on' | 'off' | 'busy' | 'unknown';

/**
 * The profile's switch for order notifications on this device (issue 28): on
 * only from a tap (the permission is asked then, never on load); off ends the
 * browser's subscription and the server forgets it. On an iPhone outside the
 * home-screen app it explains how to get there instead, as the order page does.
 */
export function OrderNotificationsSetting() {
  const [state, setState] = useState<State>('unknown');
  useEffect(() => {
    const availability = pushAvailability();
    if (availability !== 'available') {
      setState(availability);
      return;
    }
    let live = true;
    currentPushEndpoint().then(
      (endpoint) => live && setState(endpoint ? 'on' : 'off'),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state === 'unknown' || state === 'unavailable') return null;
  const hint = state === 'ios-home-screen' || state === 'denied' ? PUSH_HINTS[state] : undefined;
  const toggle = async (on: boolean) => {
    setState('busy');
    try {
      if (on) {
        await sendSubscription(await subscribeToPush(await pushPublicKey()));
      } else {
        const endpoint = await unsubscribeFromPush();
        if (endpoint) await deleteSubscription(endpoint);
      }
      setState(on ? 'on' : 'off');
      notify.success(on ? 'Уведомления о заказах включены' : 'Уведомления о заказах выключены');
    } catch (error) {
      const availability = pushAvailability();
      setState(availability === 'available' ? (on ? 'off' : 'on') : availability);
      if (error instanceof PushRefused || isApiError(error)) notify.error(error.message);
      else notify.error('Не получилось изменить уведомления. Попробуйте ещё раз');
    }
  };
  return (
    <fieldset className="profile-push" data-push-setting={state}>
      <legend>Уведомления о заказах</legend>
      {hint ? (
        <p className="order__push-hint">{hint}</p>
      ) : (
        <label className="profile-push__switch">
          <input
            type="checkbox"
            checked={state === 'on'}
            disabled={state === 'busy'}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />{' '}
          Сообщать на этом устройстве, когда заказ готов или в пути
        </label>
      )}
    </fieldset>
  );
}
