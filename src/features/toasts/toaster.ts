import { loadOnce } from '../../shared/load-once';

type Toaster = typeof import('react-hot-toast/headless')['default'];

/**
 * react-hot-toast, fetched on first use instead of with the first page: no page needs a toast to render, and
 * the regions that draw them load once the page is idle (ToastHost). After a failed fetch the next toast asks again.
 */
export const loadToaster: () => Promise<Toaster> = loadOnce(() =>
  import('react-hot-toast/headless').then((module) => module.default),
);

/** Runs `show` with the toaster once it is there; calls keep their order, so a toast and its removal do too. */
export function withToaster(show: (toaster: Toaster) => void): void {
  loadToaster().then(show, (error: unknown) => console.warn('[toasts] the toaster did not load', error));
}

let last = 0;

/**
 * An id for a toast raised before the toaster is there, so the caller gets it at once. Prefixed: the toaster's
 * own ids (toasts raised without one) are plain numbers.
 */
export function newToastId(): string {
  last += 1;
  return `n${last}`;
}
