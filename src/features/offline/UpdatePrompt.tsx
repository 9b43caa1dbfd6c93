import { useEffect } from 'react';
import { APP_BUILD_ID, applyUpdate, onUpdateAvailable } from '../../platform/service-worker';
import { withToaster } from '../toasts';

const TOAST_ID = 'sw-update';

function UpdateToast() {
  return (
    <div className="update-toast" data-update-toast>
      <p>Доступна новая версия</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          withToaster((toast) => toast.remove(TOAST_ID));
          applyUpdate();
        }}
      >
        Обновить
      </button>
    </div>
  );
}

/** Shows the update toast (once, however often a waiting version is reported). */
export function showUpdateToast(): void {
  withToaster((toast) =>
    toast.custom(() => <UpdateToast />, {
      id: TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      position: 'bottom-center',
    }),
  );
}

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
