import { z } from 'zod';
import { letterCount } from '../address';
import { MAX_LINE_COUNT } from '../catalog/limits';
import { DeliveryAddress } from './address';
import { CHECKOUT_LIMITS, DeliveryMethod, PaymentMethod, ShopDate, SlotChoice } from './checkout-fields';
import { Byn, EntityId, IsoDateTime, OrderUid, safeText } from './common';
import { OrderTracking } from './order-tracking';
import { STORAGE_MAX_LINES } from './storage';

/*
 * Checkout (issue 13): time slots, the order a guest places, and what the
 * order page and the payment-status check read. Fields that parse a phone
 * number live in `checkout-phone.ts`, so the phone parser loads only with the
 * checkout form.
 */

export {
  ASAP,
  CHECKOUT_LIMITS,
  DELIVERY_METHODS,
  DeliveryMethod,
  PAYMENT_METHODS,
  PaymentMethod,
  ShopDate,
  SlotChoice,
} from './checkout-fields';

/** `GET /api/delivery/slots/:method/:place/:date`; `place` is a zone id (delivery) or a shop id (pickup). */
export const SlotsParams = z.object({ method: DeliveryMethod, place: EntityId, date: ShopDate });

/**
 * A time window on one shop day: delivery windows last as long as the
 * delivery settings say (30 minutes by default), pickup times come every 15. Only slots that start at least the lead time from now
 * and still have room are worth offering; `capacityLeft` says how many more
 * orders the slot takes.
 */
export const Slot = z.object({
  _id: EntityId,
  from: IsoDateTime,
  to: IsoDateTime,
  capacityLeft: z.number().int().min(0),
});
export type Slot = z.infer<typeof Slot>;

export const SlotsAnswer = z.object({ slots: z.array(Slot) });
export type SlotsAnswer = z.infer<typeof SlotsAnswer>;

/** What the cart sends: only what and how many, never a price (the server prices the order itself). */
export const OrderLineRequest = z.object({
  _id: EntityId,
  count: z.number().int('Количество должно быть целым числом').min(1).max(MAX_LINE_COUNT),
});

export const NAME_MESSAGES = {
  missing: 'Укажите имя',
  letters: 'Имя должно содержать хотя бы две буквы',
  tooLong: `Имя слишком длинное: не больше ${CHECKOUT_LIMITS.name} символов`,
} as const;

/**
 * A person's name (the order's contact, the account's): at least two letters
 * of any alphabet, so an emoji or a dot is no name. Over-long is refused, never cut.
 */
export const PersonName = safeText({ trim: true })
  .min(1, NAME_MESSAGES.missing)
  .max(CHECKOUT_LIMITS.name, NAME_MESSAGES.tooLong)
  // A blank name is told once, as missing.
  .refine((name) => name === '' || letterCount(name) >= 2, NAME_MESSAGES.letters);

export const COMMENT_TOO_LONG = `Комментарий слишком длинный: не больше ${CHECKOUT_LIMITS.comment} символов`;

/**
 * An optional field left blank: the form's `''` decodes to absent. A codec both
 * ways (absent encodes back to `''`), so a body holding it can still be encoded.
 */
export const BlankField = z.codec(z.literal(''), z.undefined(), { decode: () => undefined, encode: () => '' as const });

/** Every field of `POST /api/payment` but the phone, which `checkout-phone.ts` adds. */
export const PaymentBodyFields = z.object({
  cartData: z.array(OrderLineRequest).min(1, 'Корзина пуста').max(STORAGE_MAX_LINES, 'Слишком много позиций в корзине'),
  deliveryMethod: DeliveryMethod,
  /** The delivery zone; required for delivery. */
  zone: EntityId.optional(),
  /** The delivery address in parts (street and house required); required for delivery. */
  address: DeliveryAddress.optional(),
  /** The shop to pick up from; required for pickup. */
  point: EntityId.optional(),
  deliveryDate: ShopDate,
  deliveryTime: SlotChoice,
  paymentMethod: PaymentMethod,
  name: PersonName,
  email: z
    .email({ message: 'Проверьте e-mail' })
    .max(CHECKOUT_LIMITS.email, 'E-mail слишком длинный')
    .optional()
    .or(BlankField),
  comment: safeText({ multiline: true, trim: true }).max(CHECKOUT_LIMITS.comment, COMMENT_TOO_LONG).optional(),
  /** The promotion the shopper saw applied; informative only, the server chooses the promotion itself. */
  promo: EntityId.optional(),
});

/** What each way of getting the order needs besides the common fields: one rule for the server and the document. */
export const DELIVERY_PLACE_FIELDS = { delivery: ['zone', 'address'], pickup: ['point'] } as const;

/**
 * The same rule as a union on `deliveryMethod` for the API document. The body
 * stays one object for zod, so each missing field keeps its own message.
 */
export const DELIVERY_PLACE_UNION = {
  discriminator: { propertyName: 'deliveryMethod' },
  oneOf: Object.entries(DELIVERY_PLACE_FIELDS).map(([method, fields]) => ({
    type: 'object',
    properties: { deliveryMethod: { type: 'string', enum: [method] } },
    required: ['deliveryMethod', ...fields],
  })),
};

/** The messages of `requireDeliveryPlace`, by field. */
export const DELIVERY_PLACE_MESSAGES = {
  zone: 'Выберите район доставки',
  address: 'Укажите адрес доставки',
  point: 'Выберите пекарню, где заберёте заказ',
} as const;

/**
 * Where the order goes: a zone and an address for delivery, a shop for pickup.
 * A refinement of the order body (`PaymentBody`), so the server refuses a body
 * without them and the checkout panel shows the same message beside the field.
 */
export function requireDeliveryPlace(
  body: Pick<z.output<typeof PaymentBodyFields>, 'deliveryMethod' | 'zone' | 'address' | 'point'>,
  context: z.RefinementCtx,
): void {
  const missing = (field: keyof typeof DELIVERY_PLACE_MESSAGES) =>
    context.addIssue({ code: 'custom', message: DELIVERY_PLACE_MESSAGES[field], path: [field] });
  for (const field of DELIVERY_PLACE_FIELDS[body.deliveryMethod]) if (!body[field]) missing(field);
}

/** The header that makes a checkout attempt safe to retry: one random key per attempt. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKey = z
  .string({ message: 'Нет ключа повтора запроса (Idempotency-Key)' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Некорректный ключ повтора запроса (Idempotency-Key)');
export const PaymentHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey });

/** `POST /api/payment` (SPEC §4, §7): go to `redirect_url` when there is one, else to `/doneorder?uid=orderId`. */
export const PaymentAnswer = z.object({
  message: z.string(),
  redirect_url: z.url().nullable(),
  /** The order's unguessable id (`uid`). */
  orderId: z.string(),
  /** The short number people read (`№ 1042`). */
  number: z.number().int().positive(),
  /** Bonus points the order spends (held until it is paid or confirmed); 0 for a guest. */
  bonusUsed: z.number().int().nonnegative(),
});
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;

/**
 * An order's life as the shopper sees it. `awaiting_payment` until the bank
 * answers; `paid` (card) or `confirmed` (on receipt) when it will be made;
 * `declined`/`expired` when the card payment failed or timed out; `review`
 * when the bank reported an amount or currency that differs from the order's.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'confirmed', 'declined', 'expired', 'review'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * Where a paid or confirmed order is in the shop, moved by staff: pickup goes
 * `accepted → baking → ready → handed_over`, delivery passes `on_the_way`
 * before `handed_over`; `cancelled` (with a reason) from any stage before handover.
 */
export const ORDER_STAGES = ['accepted', 'baking', 'ready', 'on_the_way', 'handed_over', 'cancelled'] as const;
export const OrderStage = z.enum(ORDER_STAGES);
export type OrderStage = z.infer<typeof OrderStage>;

export const OrderLine = z.object({
  _id: EntityId,
  title: z.string(),
  count: z.number().int().positive(),
  /** Before the promotion. */
  sum: Byn,
  /** After the promotion or the line's own discount percent. */
  total: Byn,
  /**
   * Units the order's promotion priced: above 0, the line's discount is the promotion's, else its own
   * percent; null for orders placed before this was kept.
   */
  discountedUnits: z.number().int().nonnegative().nullable(),
});

/** The contact details, given only to the device that placed the order. */
export const OrderContact = z.object({
  /** Empty for a kiosk order placed without a name. */
  name: z.string(),
  /** `null` for a kiosk order: the shop's tablet never asks for a phone. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The delivery address as one readable line (`addressLine`); null for pickup. */
  address: z.string().nullable(),
  comment: z.string().nullable(),
});

export const OrderView = z.object({
  uid: z.string(),
  number: z.number().int().positive(),
  status: OrderStatus,
  /** `null` until the order is paid or confirmed. */
  stage: OrderStage.nullable(),
  createdAt: IsoDateTime,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod,
  /** The zone (delivery) or the shop (pickup). */
  place: z.object({ _id: EntityId, title: z.string(), address: z.string().nullable() }),
  /** The slot the order was placed for (for «Как можно скорее», the earliest slot it got). */
  slot: z.object({ from: IsoDateTime, to: IsoDateTime }),
  asap: z.boolean(),
  lines: z.array(OrderLine),
  sum: Byn,
  discount: Byn,
  /** Bonus points spent (1 point = 1 kopeck): `total = sum − discount − bonusUsed / 100 + deliveryFee`. */
  bonusUsed: z.number().int().nonnegative(),
  deliveryFee: Byn,
  total: Byn,
  promoTitle: z.string().nullable(),
  contact: OrderContact.nullable(),
  /** The live page's timeline, money and cancel reason (issue 28); absent from servers before it. */
  tracking: OrderTracking.optional(),
});
export type OrderView = z.infer<typeof OrderView>;

export const PaymentStatusParams = z.object({ uid: OrderUid });

/** `GET /api/payment/:uid`: `200` paid or confirmed, `202` awaiting payment or review, `402` declined or expired. */
export const PaymentStatusAnswer = z.object({
  message: z.string(),
  status: OrderStatus,
  order: OrderView,
  /** Where the order's live updates (`order_{uid}`) are heard, for a device without an account too. */
  realtimeUrl: z.string().optional(),
});
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusAnswer>;
