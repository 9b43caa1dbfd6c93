export { actionToast, dismissToast } from './action';
export { confirmToast } from './confirm';
export { ToastHost } from './ToastHost';
export { withToaster } from './toaster';
export { type Notifier, notify } from './toasts';
