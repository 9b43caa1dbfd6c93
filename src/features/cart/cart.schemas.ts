import { z } from 'zod';
import {
  ADDRESS_LIMITS,
  ADDRESS_PARTS,
  type AddressDraft,
  emptyAddress,
  legacyAddress,
} from '../../domain/address-draft';
import { SavedAddress } from '../../domain/contract/address';
import { CartItem } from '../../domain/contract/cart';
import {
  CHECKOUT_LIMITS,
  DeliveryMethod,
  PaymentMethod,
  ShopDate,
  SlotChoice,
} from '../../domain/contract/checkout-fields';
import { EntityId, KopecksAmount } from '../../domain/contract/common';
import { onFirstUse } from '../../domain/on-first-use';
import { type CheckoutDraft, emptyCheckoutDraft } from './cart.store';

/** A cart line as the device keeps it: the cost already in kopecks, as the store holds it. */
export const StoredCartItem = CartItem.extend({ cost: KopecksAmount });

/**
 * Version 1 records kept the wire's BYN (`cost: 29.9`); the contract's own
 * schema decodes those into kopecks, so an updated app keeps the shopper's cart.
 */
export const cartLineSchemas = { current: StoredCartItem, older: { 1: CartItem } };

/**
 * The delivery address as the device keeps it: in parts, each falling back to
 * blank on its own. A record from before addresses had parts holds one line:
 * it becomes the note, shown until the shopper fills street and house.
 */
const StoredAddressDraft = z
  .union([
    z
      .string()
      .max(ADDRESS_LIMITS.note)
      .transform((line): AddressDraft => ({ ...emptyAddress(), note: line })),
    z.object(
      Object.fromEntries(ADDRESS_PARTS.map((part) => [part, z.string().max(ADDRESS_LIMITS[part]).catch('')])) as Record<
        keyof AddressDraft,
        z.ZodCatch<z.ZodString>
      >,
    ),
  ])
  .catch(emptyAddress);

/** The account's address last put into the draft; an old single-line one is its note. */
const StoredAccountAddress = z.union([z.string().transform(legacyAddress), SavedAddress]).nullable();

/**
 * The checkout draft as the device keeps it. Every field falls back to its
 * default on its own, so one stale or foreign value (a zone id from an old
 * record, a date that is not a date) never costs the shopper the rest of what
 * they typed. Lengths are the contract's, so nothing kept is refused later for size.
 */
export const draftSchema = onFirstUse(() => {
  const empty = emptyCheckoutDraft('');
  const text = (max: number) => z.string().max(max).catch('');
  return z.object({
    deliveryMethod: DeliveryMethod.catch(empty.deliveryMethod),
    zone: EntityId.nullable().catch(null),
    point: EntityId.nullable().catch(null),
    address: StoredAddressDraft,
    // A day gone by is kept as it is: the checkout panel moves it to today (`staleDayReplacement`). Comparing it
    // here would need today in Minsk, and the first time-zone formatter costs a slow phone over 100 ms in the
    // task that starts the app.
    deliveryDate: ShopDate.catch(empty.deliveryDate),
    deliveryTime: SlotChoice.catch(empty.deliveryTime),
    paymentMethod: PaymentMethod.catch(empty.paymentMethod),
    name: text(CHECKOUT_LIMITS.name),
    // Kept as typed: the form shows it back and the contract's schema checks it when the order is placed.
    phone: text(PHONE_TEXT_LIMIT),
    email: text(CHECKOUT_LIMITS.email),
    comment: text(CHECKOUT_LIMITS.comment),
    accountContact: z
      .object({
        id: z.uuid(),
        name: text(CHECKOUT_LIMITS.name),
        phone: text(PHONE_TEXT_LIMIT),
        email: z.string().max(CHECKOUT_LIMITS.email).nullable(),
        address: StoredAccountAddress,
      })
      .nullable()
      .catch(null),
  }) satisfies z.ZodType<CheckoutDraft>;
});

/** Longer than any way of writing a Belarusian number, short enough that nothing odd is kept. */
const PHONE_TEXT_LIMIT = 40;
