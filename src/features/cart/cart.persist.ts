import { CartItem } from '../../domain/contract/cart';
import { KopecksAmount } from '../../domain/contract/common';
import { listSlice } from '../../shared/list-slice';
import type { CartState } from './cart.store';

/** A cart line as the device keeps it: the cost already in kopecks, as the store holds it. */
export const StoredCartItem = CartItem.extend({ cost: KopecksAmount });

/**
 * Version 1 records kept the wire's BYN (`cost: 29.9`); the contract's own
 * schema decodes those into kopecks, so an updated app keeps the shopper's cart.
 */
export const cartBinding = listSlice<'cartData', CartItem, CartState>('cart', 'cartData', StoredCartItem, {
  version: 2,
  older: { 1: CartItem },
});
