import { useEffect } from 'react';
import { APP_BUILD_ID, onUpdateAvailable } from '../../platform/service-worker';

// Most visits never see an update: the toast's code comes only when one is waiting.
const showUpdateToast = () =>
  void import('./update-toast').then(
    (module) => module.showUpdateToast(),
    (error: unknown) => console.warn('[offline] the update toast did not load', error),
  );

/**
 * «Доступна новая версия» with «Обновить» while a new version of the shop
 * waits; the shopper decides when to switch (the cart is in IndexedDB and
 * survives the reload). Renders nothing itself: the toast goes through the
 * ToastHost. Also marks the document with the running build
 * (`<html data-app-build>`), for support and the update test.
 */
export function UpdatePrompt() {
  useEffect(() => {
    document.documentElement.dataset.appBuild = APP_BUILD_ID;
    return onUpdateAvailable(showUpdateToast);
  }, []);
  return null;
}
