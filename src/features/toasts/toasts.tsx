import { TIMING } from '../../domain/constants';
import { newToastId, withToaster } from './toaster';

/** What stores need to tell the shopper something; `notify` in the app, a recorder in tests. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

/** SPEC §8 toast forms. Every toast of the app goes through these functions. */
export const notify = {
  success(message: string): string {
    const id = newToastId();
    withToaster((toast) => toast.success(message, { id, duration: TIMING.toastSuccess }));
    return id;
  },
  error(message: string): string {
    const id = newToastId();
    withToaster((toast) => toast.error(message, { id, duration: TIMING.toastError }));
    return id;
  },
  /** Takes every toast off the screen at once (a kiosk reset: nothing of the last customer stays). */
  removeAll(): void {
    withToaster((toast) => toast.remove());
  },
  /** «Отправка...» while the promise runs, then its result for 3 s. */
  promise<T>(
    promise: Promise<T>,
    messages: { success: string | ((value: T) => string); error: string | ((error: unknown) => string) },
  ): Promise<T> {
    withToaster((toast) => {
      void toast.promise(
        promise,
        { loading: 'Отправка...', success: messages.success, error: messages.error },
        {
          success: { duration: TIMING.toastPromiseResult },
          error: { duration: TIMING.toastPromiseResult },
        },
      );
    });
    return promise;
  },
};
