export { CheckoutButton, CheckoutSection } from './CheckoutEntry';
export { DoneOrder } from './DoneOrder';
export { checkPayment } from './order-status.api';
export { type CheckResult, runStatusCheck, type StatusView } from './status-check';
