import { addressDraftOf, emptyAddress, isBlankAddress } from '../../domain/address-draft';
import type { SavedCard } from '../../domain/contract/account';
import type { CartItem } from '../../domain/contract/cart';
import { sameData } from '../../domain/same-data';
import { markChanged, nextChangeStamp } from '../../shared/changed-at';
import type { Notifier } from '../toasts';
import { type AccountContact, addUnits, type CartState, type CheckoutDraft } from './cart.store';

/** The panel shows a phone grouped (`+375 29 123-45-67`) that the account keeps as E.164: the digits decide. */
const sameText = (field: (typeof ACCOUNT_TEXT_FIELDS)[number], a: string, b: string) =>
  field === 'phone' ? a.replace(/\D/g, '') === b.replace(/\D/g, '') : a === b;

/** The contact fields SPEC §4 clears when the shopper is logged out, but the address (in parts). */
const ACCOUNT_TEXT_FIELDS = ['name', 'phone', 'email'] as const;

/**
 * What a signed-in shopper's account does to the cart: fills and clears the
 * contact fields and cards, and adds a repeated order. Apart from the cart's
 * own transitions, so it loads with the account's code after hydration, not
 * with the first page.
 */
export function createCartAccountActions(state: CartState, notify: Notifier, clock: () => number = Date.now) {
  const touch = () => markChanged(state, clock());

  return {
    /**
     * A signed-in shopper's details go into the contact fields the draft left
     * empty or still holds as the account last gave them (so a profile edit
     * follows through); what they typed for this order stays. Their saved
     * cards become the list.
     */
    fillFromAccount(userData: AccountContact, cards: readonly SavedCard[]) {
      const draft: CheckoutDraft = state;
      const before = draft.accountContact?.id === userData.id ? draft.accountContact : null;
      let changed = before === null;
      for (const field of ACCOUNT_TEXT_FIELDS) {
        const value = userData[field] ?? '';
        const untouched =
          draft[field].trim() === '' || (before !== null && sameText(field, draft[field], before[field] ?? ''));
        if (untouched && value !== '' && draft[field] !== value) {
          draft[field] = value;
          changed = true;
        }
      }
      // The address as a whole: the account's parts replace a blank draft or the account's own earlier ones.
      const address = addressDraftOf(userData.address);
      const untouchedAddress =
        isBlankAddress(draft.address) || (before !== null && sameData(draft.address, addressDraftOf(before.address)));
      if (untouchedAddress && !isBlankAddress(address) && !sameData(draft.address, address)) {
        draft.address = address;
        changed = true;
      }
      const contact = {
        id: userData.id,
        name: userData.name,
        phone: userData.phone,
        email: userData.email,
        address: userData.address,
      };
      if (!sameData(contact, draft.accountContact)) {
        draft.accountContact = contact;
        changed = true;
      }
      if (changed) state.draftChangedAt = nextChangeStamp(state.draftChangedAt, clock());
      state.creditCards = cards.map((card) => ({ ...card }));
      if (state.savedCard !== null && !cards.some((card) => card._id === state.savedCard)) state.savedCard = null;
    },
    /**
     * SPEC §4 logged-out: the cards and the points set aside go, and so do the
     * contact fields when an account filled them (a guest's own typing is theirs to keep).
     */
    clearAccountFields() {
      state.creditCards = [];
      state.bonusValue = 0;
      state.savedCard = null;
      state.saveCard = false;
      const draft: CheckoutDraft = state;
      if (draft.accountContact === null) return;
      for (const field of ACCOUNT_TEXT_FIELDS) draft[field] = '';
      draft.address = emptyAddress();
      draft.accountContact = null;
      state.draftChangedAt = nextChangeStamp(state.draftChangedAt, clock());
    },
    /** SPEC §4 «Saved card removal»: the card also leaves the local list. */
    dropCard(cardId: string) {
      state.creditCards = state.creditCards.filter((card) => card._id !== cardId);
      if (state.savedCard === cardId) state.savedCard = null;
    },
    /**
     * Repeat order (SPEC §4): the order's lines still on sale join the cart
     * (an existing line's count grows), with one toast for the whole order.
     */
    addOrder(products: readonly CartItem[]): number {
      let added = 0;
      for (const product of products) {
        addUnits(state.cartData, product, product.count, { refresh: true });
        added += 1;
      }
      if (added === 0) return 0;
      touch();
      notify.success('Заказ добавлен в корзину');
      return added;
    },
  };
}

export type CartAccountActions = ReturnType<typeof createCartAccountActions>;
