export { CheckoutButton, CheckoutSection } from './CheckoutEntry';
export { DoneOrder } from './DoneOrder';
