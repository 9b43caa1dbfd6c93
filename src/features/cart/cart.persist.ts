import { snapshot } from 'valtio/vanilla';
import type { CartItem } from '../../domain/contract/cart';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import { listSlice } from '../../shared/list-slice';
import { loadedForReading } from '../../shared/load-once';
import type { StoreBinding } from '../../shared/persisted-store';
import { type CartState, type CheckoutDraft, type CheckoutField, emptyCheckoutDraft } from './cart.store';

/** The schemas that read stored lines and drafts: loaded only when the device has one to read. */
const loadSchemas = () => import('./cart.schemas');

export const cartBinding = listSlice<'cartData', CartItem, CartState>(STORAGE_KEYS.cart, 'cartData', 2, () =>
  loadSchemas().then(({ cartLineSchemas }) => cartLineSchemas),
);

const draftSchemas = loadedForReading(STORAGE_KEYS.checkoutDraft, loadSchemas);

const DRAFT_FIELDS = Object.keys(emptyCheckoutDraft('2000-01-01')) as CheckoutField[];

export const checkoutDraftBinding: StoreBinding<CartState, CheckoutDraft> = {
  codec: {
    key: STORAGE_KEYS.checkoutDraft,
    version: 1,
    // As a new cart's: the day is left to the checkout, so a first visit builds no time-zone formatter.
    defaults: () => emptyCheckoutDraft(''),
    prepare: draftSchemas.prepare,
    parse: (data) => {
      const parsed = draftSchemas.get().draftSchema().safeParse(data);
      return parsed.success ? parsed.data : null;
    },
  },
  select: (state) => {
    const draft = snapshot(state);
    return Object.fromEntries(DRAFT_FIELDS.map((field) => [field, draft[field]])) as unknown as CheckoutDraft;
  },
  apply: (state, data, savedAt) => {
    Object.assign(state, data);
    state.draftChangedAt = savedAt;
  },
  changedAt: (state) => state.draftChangedAt,
};
