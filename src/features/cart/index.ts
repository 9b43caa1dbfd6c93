export { AddToCart } from './AddToCart';
export { CartLineItem } from './CartLineItem';
export { CartView } from './CartView';
export { type CartAccountActions, createCartAccountActions } from './cart.account';
export { CartStoreProvider, useCart, useCartUnits, useCartView } from './cart.context';
export { CART_UNITS_COOKIE } from './cart.cookie';
export {
  type CartProduct,
  type CartState,
  type CheckoutDraft,
  type CheckoutField,
  cartUnits,
  createCartActions,
  createCartState,
  emptyCheckoutDraft,
} from './cart.store';
export { type CartCatalogProduct, cartCatalogProductOf } from './cart-catalog';
export { type DisplayCart, priceForDisplay } from './cart-pricing';
