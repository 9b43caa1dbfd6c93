export { CheckoutButton, CheckoutSection } from './CheckoutEntry';
export { DoneOrder } from './DoneOrder';
export { STATUS_TEXT } from './order-text';
