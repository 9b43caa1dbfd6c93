import { applyUpdate } from '../../platform/service-worker';
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
