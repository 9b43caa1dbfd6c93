import { CartItem } from '../../domain/contract/cart';
import { listSlice } from '../../shared/list-slice';
import type { CartState } from './cart.store';

export const cartBinding = listSlice<'cartData', CartItem, CartState>('cart', 'cartData', CartItem);
