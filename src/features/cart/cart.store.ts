import { proxy } from 'valtio/vanilla';
import { type AddressDraft, emptyAddress } from '../../domain/address-draft';
import { MAX_LINE_COUNT } from '../../domain/catalog/limits';
import type { SavedCard } from '../../domain/contract/account';
import type { SavedAddress } from '../../domain/contract/address';
import type { CartItem } from '../../domain/contract/cart';
import type { DeliveryMethod, PaymentMethod } from '../../domain/contract/checkout';
import type { Promo } from '../../domain/contract/promo';
import { markChanged, nextChangeStamp } from '../../shared/changed-at';
import type { Notifier } from '../toasts';

export { MAX_LINE_COUNT };

/**
 * What the shopper types into the checkout panel (SPEC §3): kept on the device
 * apart from the lines (`cart.persist.ts`), so a reload keeps it and typing
 * never looks like a cart change to the storage sync.
 */
export interface CheckoutDraft {
  deliveryMethod: DeliveryMethod;
  /** The delivery zone's id (delivery only). */
  zone: string | null;
  /** The shop's id (pickup only). */
  point: string | null;
  /** The delivery address in parts (`''` for a part left blank). */
  address: AddressDraft;
  /** YYYY-MM-DD in shop time; today by default (SPEC §9), set by the checkout ('' until it opens). */
  deliveryDate: string;
  /** A slot's id or `asap` (the contract's `ASAP`). */
  deliveryTime: string;
  paymentMethod: PaymentMethod;
  name: string;
  phone: string;
  email: string;
  comment: string;
  /**
   * The account details last put into the contact fields (null: a guest's own
   * typing). Signing out clears the fields only then, so a guest's draft
   * survives a reload; a field still equal to them follows a profile edit.
   */
  accountContact: AccountContact | null;
}

/** A signed-in shopper's contact details as the account holds them. */
export interface AccountContact {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  address: SavedAddress | null;
}

export type CheckoutField = Exclude<keyof CheckoutDraft, 'accountContact'>;

/** SPEC §3 cart state: the lines and what the checkout panel holds. */
export interface CartState extends CheckoutDraft {
  cartData: CartItem[];
  deliveryCost: number;
  promo: Promo | null;
  openPayment: { value: boolean; orderId: string | null };
  /** The signed-in shopper's saved cards (SPEC §3); empty for a guest. */
  creditCards: SavedCard[];
  /** Points the signed-in shopper chose to spend on this order (SPEC §3 `bonusValue`). */
  bonusValue: number;
  /** A saved card chosen to pay with (its `_id`), or null for a new card. */
  savedCard: string | null;
  /** «Сохранить карту»: keep the card paid with for next time. */
  saveCard: boolean;
  /** Busy flag while a payment call runs. */
  prevent: boolean;
  promosData: Promo[];
  /** When the shopper last changed the lines (ms); orders concurrent changes across tabs and sync. */
  changedAt: number;
  /** When the shopper last changed the checkout draft (ms), kept apart so typing never syncs the lines. */
  draftChangedAt: number;
}

export function emptyCheckoutDraft(today: string): CheckoutDraft {
  return {
    deliveryMethod: 'delivery',
    zone: null,
    point: null,
    address: emptyAddress(),
    deliveryDate: today,
    deliveryTime: 'asap',
    paymentMethod: 'card',
    name: '',
    phone: '',
    email: '',
    comment: '',
    accountContact: null,
  };
}

/**
 * A new cart. Its delivery day starts unset (''): the checkout sets today when it opens, as it replaces any day
 * it no longer offers. Reading today in shop time builds the first time-zone formatter, a task of its own on a
 * phone, which start-up would pay on every page although few visits reach the checkout.
 */
export function createCartState(today = ''): CartState {
  return proxy<CartState>({
    ...emptyCheckoutDraft(today),
    cartData: [],
    deliveryCost: 0,
    promo: null,
    openPayment: { value: false, orderId: null },
    creditCards: [],
    bonusValue: 0,
    savedCard: null,
    saveCard: false,
    prevent: false,
    promosData: [],
    changedAt: 0,
    draftChangedAt: 0,
  });
}

export function cartUnits(items: readonly Pick<CartItem, 'count'>[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}

export type CartProduct = Pick<CartItem, '_id' | 'cost' | 'title' | 'discount'>;

/**
 * Puts `count` units (at least one, whole) of a product in the cart: an
 * existing line grows, up to the cap; otherwise a new line joins at the end.
 * `refresh` also gives an existing line the product's price and title (a
 * repeated order comes at today's prices).
 */
export function addUnits(
  cartData: CartItem[],
  product: CartProduct,
  count: number,
  { refresh = false }: { refresh?: boolean } = {},
): void {
  const units = Math.max(1, Math.floor(count));
  const existing = cartData.find((item) => item._id === product._id);
  if (existing) {
    existing.count = Math.min(MAX_LINE_COUNT, existing.count + units);
    if (refresh) {
      existing.cost = product.cost;
      existing.title = product.title;
    }
    return;
  }
  const item: CartItem = {
    _id: product._id,
    cost: product.cost,
    title: product.title,
    count: Math.min(MAX_LINE_COUNT, units),
  };
  if (product.discount !== undefined) item.discount = product.discount;
  cartData.push(item);
}

/** The SPEC §4 cart transitions, each with its toast. */
export function createCartActions(state: CartState, notify: Notifier, clock: () => number = Date.now) {
  const touch = () => markChanged(state, clock());
  const find = (id: string) => state.cartData.find((item) => item._id === id);

  return {
    /** Adds `count` units: raises an existing line, otherwise appends a new one. */
    add(product: CartProduct, count = 1, options: { repeatOrder?: boolean } = {}) {
      addUnits(state.cartData, product, count);
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
    /** One field of the checkout panel, as the shopper typed or chose it. */
    setCheckoutField<F extends CheckoutField>(field: F, value: CheckoutDraft[F]) {
      const draft: CheckoutDraft = state;
      if (draft[field] === value) return;
      draft[field] = value;
      state.draftChangedAt = nextChangeStamp(state.draftChangedAt, clock());
    },
  };
}

export type CartActions = ReturnType<typeof createCartActions>;
