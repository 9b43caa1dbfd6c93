import { proxy } from 'valtio/vanilla';
import { MAX_LINE_COUNT } from '../../domain/catalog/limits';
import type { CartItem } from '../../domain/contract/cart';
import type { Promo } from '../../domain/contract/promo';
import { markChanged } from '../../shared/changed-at';
import { shopDay } from '../../shared/format';
import type { Notifier } from '../toasts';

export { MAX_LINE_COUNT };

/** SPEC §3 cart state. Only `cartData` is stored on the device; checkout fields arrive with checkout. */
export interface CartState {
  cartData: CartItem[];
  deliveryMethod: 'delivery' | 'pickup';
  deliveryCost: number;
  /** YYYY-MM-DD, today by default (SPEC §9). */
  deliveryDate: string;
  deliveryTime: string | null;
  paymentMethod: 'card' | 'cash' | null;
  point: string | null;
  promo: Promo | null;
  openPayment: { value: boolean; orderId: string | null };
  creditCards: { _id: string; mask: string }[];
  name: string;
  phone: string;
  email: string;
  address: string;
  bonusValue: number;
  /** Busy flag while a payment call runs. */
  prevent: boolean;
  promosData: Promo[];
  /** When the shopper last changed the cart (ms); orders concurrent changes across tabs and sync. */
  changedAt: number;
}

export function createCartState(today: string = shopDay(Date.now())): CartState {
  return proxy<CartState>({
    cartData: [],
    deliveryMethod: 'delivery',
    deliveryCost: 0,
    deliveryDate: today,
    deliveryTime: null,
    paymentMethod: null,
    point: null,
    promo: null,
    openPayment: { value: false, orderId: null },
    creditCards: [],
    name: '',
    phone: '',
    email: '',
    address: '',
    bonusValue: 0,
    prevent: false,
    promosData: [],
    changedAt: 0,
  });
}

export function cartUnits(items: readonly Pick<CartItem, 'count'>[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}

export type CartProduct = Pick<CartItem, '_id' | 'cost' | 'title' | 'discount'>;

/** The SPEC §4 cart transitions, each with its toast. */
export function createCartActions(state: CartState, notify: Notifier, clock: () => number = Date.now) {
  const touch = () => markChanged(state, clock());
  const find = (id: string) => state.cartData.find((item) => item._id === id);

  return {
    /** Adds `count` units: raises an existing line, otherwise appends a new one. */
    add(product: CartProduct, count = 1, options: { repeatOrder?: boolean } = {}) {
      const units = Math.max(1, Math.floor(count));
      const existing = find(product._id);
      if (existing) existing.count = Math.min(MAX_LINE_COUNT, existing.count + units);
      else {
        const item: CartItem = {
          _id: product._id,
          cost: product.cost,
          title: product.title,
          count: Math.min(MAX_LINE_COUNT, units),
        };
        if (product.discount !== undefined) item.discount = product.discount;
        state.cartData.push(item);
      }
      touch();
      notify.success(options.repeatOrder ? 'Заказ добавлен в корзину' : `${product.title} добавлен в корзину`);
    },
    remove(id: string) {
      const index = state.cartData.findIndex((item) => item._id === id);
      if (index === -1) return;
      const [removed] = state.cartData.splice(index, 1);
      touch();
      if (removed) notify.success(`${removed.title} удален из корзины`);
    },
    increase(id: string) {
      const item = find(id);
      if (!item || item.count >= MAX_LINE_COUNT) return;
      item.count += 1;
      touch();
    },
    /** Takes one unit away only while more than one is left (SPEC §4). */
    decrease(id: string) {
      const item = find(id);
      if (!item || item.count <= 1) return;
      item.count -= 1;
      touch();
    },
    clear() {
      if (state.cartData.length === 0) return;
      state.cartData = [];
      touch();
    },
  };
}

export type CartActions = ReturnType<typeof createCartActions>;
