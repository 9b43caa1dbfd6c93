import type { z } from 'zod';
import { ADDRESS_PARTS, type AddressPart, compactAddress } from '../../domain/address-draft';
import { UserPaymentBody } from '../../domain/contract/account-phone';
import { PaymentBody } from '../../domain/contract/checkout-phone';
import type { CheckoutDraft, CheckoutField } from '../cart';

/**
 * The checkout panel's fields checked with the contract's own schema (the one
 * the server checks the order with): the body to send, or one Russian message
 * per field. No rule is written here.
 */

/** A part of the delivery address has its own message, beside its own input. */
export type AddressErrorKey = `address.${AddressPart}`;
export type CheckoutErrorKey = CheckoutField | AddressErrorKey;
export type CheckoutErrors = Partial<Record<CheckoutErrorKey, string>>;

export const addressKey = (part: AddressPart): AddressErrorKey => `address.${part}`;

/** In the order the panel shows them: the first one with a message gets the focus. */
export const CHECKOUT_FIELDS: readonly CheckoutErrorKey[] = [
  'deliveryMethod',
  'zone',
  'address',
  ...ADDRESS_PARTS.map(addressKey),
  'point',
  'deliveryDate',
  'deliveryTime',
  'name',
  'phone',
  'email',
  'comment',
  'paymentMethod',
];

export interface OrderLineInput {
  _id: string;
  count: number;
}

/** The order as the shopper filled it in, in the request's shape (before the schema's checks). */
export function orderRequest(draft: CheckoutDraft, lines: readonly OrderLineInput[]): z.input<typeof PaymentBody> {
  const delivery = draft.deliveryMethod === 'delivery';
  return {
    cartData: lines.map(({ _id, count }) => ({ _id, count })),
    deliveryMethod: draft.deliveryMethod,
    // Only the place of the chosen method travels: a shop chosen earlier means nothing to a delivery.
    ...(delivery
      ? { ...(draft.zone ? { zone: draft.zone } : {}), address: compactAddress(draft.address) }
      : draft.point
        ? { point: draft.point }
        : {}),
    deliveryDate: draft.deliveryDate,
    deliveryTime: draft.deliveryTime,
    paymentMethod: draft.paymentMethod,
    name: draft.name,
    phone: draft.phone,
    ...(draft.email.trim() === '' ? {} : { email: draft.email.trim() }),
    ...(draft.comment.trim() === '' ? {} : { comment: draft.comment }),
  };
}

export type CheckoutCheck =
  | { ok: true; body: PaymentBody }
  | {
      ok: false;
      errors: CheckoutErrors;
      /** A message about the order as a whole (an empty cart), not about one field. */
      general: string | null;
    };

export function validateCheckout(draft: CheckoutDraft, lines: readonly OrderLineInput[]): CheckoutCheck {
  const result = PaymentBody.safeParse(orderRequest(draft, lines));
  if (result.success) return { ok: true, body: result.data };
  return refusal(result.error);
}

/** What a signed-in shopper adds to the order: points held for it, a saved card, keeping the new card. */
export interface AccountExtras {
  bonus: number;
  card: string | null;
  saveCard: boolean;
}

/** The signed-in shopper's order, checked with the contract's `UserPaymentBody` (the server's own schema). */
export function validateUserCheckout(
  draft: CheckoutDraft,
  lines: readonly OrderLineInput[],
  extras: AccountExtras,
): { ok: true; body: UserPaymentBody } | Extract<CheckoutCheck, { ok: false }> {
  const card = draft.paymentMethod === 'card' ? extras.card : null;
  const result = UserPaymentBody.safeParse({
    ...orderRequest(draft, lines),
    bonus: extras.bonus,
    ...(card ? { card } : {}),
    saveCard: draft.paymentMethod === 'card' && card === null && extras.saveCard,
  });
  if (result.success) return { ok: true, body: result.data };
  return refusal(result.error);
}

function refusal(error: z.ZodError): Extract<CheckoutCheck, { ok: false }> {
  const errors: CheckoutErrors = {};
  let general: string | null = null;
  for (const issue of error.issues) {
    const [field, part] = issue.path;
    const key = field === 'address' && typeof part === 'string' ? `address.${part}` : field;
    if (typeof key === 'string' && (CHECKOUT_FIELDS as readonly string[]).includes(key)) {
      errors[key as CheckoutErrorKey] ??= issue.message;
    } else {
      general ??= issue.message;
    }
  }
  return { ok: false, errors, general };
}

/** The message of one field, or undefined when it is fine (for checking as the shopper leaves a field). */
export function checkoutFieldError(
  draft: CheckoutDraft,
  lines: readonly OrderLineInput[],
  field: CheckoutErrorKey,
): string | undefined {
  const result = validateCheckout(draft, lines);
  return result.ok ? undefined : result.errors[field];
}

/** What the shopper typed or chose in one field (a part of the address too); null when nothing is chosen. */
export function enteredValue(draft: CheckoutDraft, key: CheckoutErrorKey): string | null {
  if (key.startsWith('address.')) return draft.address[key.slice('address.'.length) as AddressPart];
  const value = draft[key as Exclude<CheckoutField, 'address'>];
  return value;
}
