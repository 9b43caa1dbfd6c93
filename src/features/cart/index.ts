export { AddToCart } from './AddToCart';
export { CartView } from './CartView';
export { CartStoreProvider, useCart, useCartUnits } from './cart.context';
export { CART_UNITS_COOKIE } from './cart.cookie';
export { type CartProduct, cartUnits } from './cart.store';
