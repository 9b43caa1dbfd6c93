import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StoredAddress } from '../../src/domain/address-draft';
import { kioskDevices } from './kiosk-schema';

/*
 * Orders (issue 13): what a guest placed, its lines, the room each time slot
 * has left, what the card gateway reported, and the idempotency keys of
 * checkout attempts. Every step of an order's life is a row here, so a server
 * killed at any point finds on restart all it needs to carry on.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const STATUSES = ['awaiting_payment', 'paid', 'confirmed', 'declined', 'expired', 'review'] as const;
const STAGES = ['accepted', 'baking', 'ready', 'on_the_way', 'handed_over', 'cancelled'] as const;

/** The short numbers people read (`№ 1042`); the sequence never hands one out twice, gaps are fine. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    /** Unguessable (≥ 128 random bits, base64url): the only key the shopper's links and the gateway carry. */
    uid: text('uid').primaryKey(),
    number: integer('number').notNull().unique().default(sql`nextval('order_number_seq')`),
    status: text('status').$type<(typeof STATUSES)[number]>().notNull(),
    /** Where a paid or confirmed order is in the shop; null before. */
    stage: text('stage').$type<(typeof STAGES)[number]>(),
    /** The stage the last move left and when it happened: a move may be undone for 2 minutes. */
    previousStage: text('previous_stage').$type<(typeof STAGES)[number]>(),
    stageChangedAt: at('stage_changed_at'),
    /** Why staff cancelled it (`stage` is `cancelled`). */
    cancelReason: text('cancel_reason'),
    /** Raised by every change of the order: a move is made only on the version it was asked on. */
    version: integer('version').notNull().default(0),
    /** The shop that bakes and hands over the order: the pickup shop, or the delivery zone's shop. */
    shopId: text('shop_id').notNull(),
    /** The shop event number of the order's last change (`order_events`): boards ask for what changed after theirs. */
    lastSeq: bigint('last_seq', { mode: 'number' }),
    /** Why the order is in review, declined or expired (the gateway's message, an amount mismatch, no checkout). */
    statusReason: text('status_reason'),
    deliveryMethod: text('delivery_method').$type<'delivery' | 'pickup'>().notNull(),
    /** The zone (delivery) or the shop (pickup), with its title and address as they were when ordered. */
    placeId: text('place_id').notNull(),
    placeTitle: text('place_title').notNull(),
    placeAddress: text('place_address'),
    slotFrom: at('slot_from').notNull(),
    slotTo: at('slot_to').notNull(),
    asap: boolean('asap').notNull(),
    /** Whether the order still holds its place in `delivery_slot_load`; cleared once when it is given back. */
    slotClaimed: boolean('slot_claimed').notNull().default(true),
    /** Empty for a kiosk order placed without a name. */
    name: text('name').notNull(),
    /** Null only for a kiosk order: nobody types a phone number on the shop's tablet. */
    phone: text('phone'),
    email: text('email'),
    /** The delivery address as one readable line (`addressLine`); the whole address of an order placed before parts. */
    address: text('address'),
    /** The delivery address in parts (issue 27); null for pickup and for an order placed before parts. */
    addressParts: jsonb('address_parts').$type<StoredAddress>(),
    comment: text('comment'),
    /**
     * The device that placed the order: only it is shown the contact details.
     * A kiosk order's is `kiosk:<kiosk device id>`, which no browser's device cookie can equal.
     */
    deviceId: text('device_id').notNull(),
    /** Where the order was placed: the shop's site or app (`web`), or a shop's tablet (`kiosk`). */
    channel: text('channel').$type<'web' | 'kiosk'>().notNull().default('web'),
    /** The tablet that placed a kiosk order; null for `web`. */
    kioskDeviceId: text('kiosk_device_id').references(() => kioskDevices.id),
    /** The signed-in shopper who placed it (`/priapi/user/payment`); null for a guest. */
    userId: text('user_id'),
    sumKopecks: integer('sum_kopecks').notNull(),
    discountKopecks: integer('discount_kopecks').notNull(),
    deliveryFeeKopecks: integer('delivery_fee_kopecks').notNull(),
    /** Bonus points spent on the order (1 point = 1 kopeck; SPEC §9: `total = sum − bonusValue / 100`). */
    bonusKopecks: integer('bonus_kopecks').notNull().default(0),
    totalKopecks: integer('total_kopecks').notNull(),
    /** The saved card charged (`/priapi/user/payment` with `card`), or whether the card paid with is to be saved. */
    savedCardId: text('saved_card_id'),
    saveCard: boolean('save_card').notNull().default(false),
    promoId: text('promo_id'),
    promoTitle: text('promo_title'),
    paymentMethod: text('payment_method').$type<'card' | 'on_receipt'>().notNull(),
    /** The gateway's checkout and its hosted page, once opened (card only). */
    checkoutToken: text('checkout_token').unique(),
    checkoutUrl: text('checkout_url'),
    /** A card order not paid by then expires and gives its slot back; null for payment on receipt. */
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    /** When the order left `awaiting_payment` (or was confirmed). */
    settledAt: at('settled_at'),
  },
  (table) => [
    // The reconciler's question: which orders still await payment, oldest first.
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // A signed-in shopper's orders, newest first (profile, repeat order).
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The staff board's question: a shop's orders in one status, oldest first (kiosk orders paid at the counter).
    index('orders_place_status_created_idx').on(table.placeId, table.status, table.createdAt),
    // The staff board's question: a shop's orders changed after an event number.
    index('orders_shop_seq_idx').on(table.shopId, table.lastSeq),
    check('orders_channel_known', sql`${table.channel} in ('web', 'kiosk')`),
    check('orders_channel_device_agree', sql`(${table.channel} = 'kiosk') = (${table.kioskDeviceId} is not null)`),
    check('orders_phone_unless_kiosk', sql`${table.phone} is not null or ${table.channel} = 'kiosk'`),
    check('orders_status_known', sql`${table.status} in (${inList(STATUSES)})`),
    check('orders_stage_known', sql`${table.stage} is null or ${table.stage} in (${inList(STAGES)})`),
    check('orders_delivery_method_known', sql`${table.deliveryMethod} in ('delivery', 'pickup')`),
    check('orders_payment_method_known', sql`${table.paymentMethod} in ('card', 'on_receipt')`),
    check(
      'orders_amounts_nonnegative',
      sql`${table.sumKopecks} >= 0 and ${table.discountKopecks} >= 0 and ${table.bonusKopecks} >= 0 and ${table.deliveryFeeKopecks} >= 0 and ${table.totalKopecks} >= 0`,
    ),
    check(
      'orders_total_adds_up',
      sql`${table.totalKopecks} = ${table.sumKopecks} - ${table.discountKopecks} - ${table.bonusKopecks} + ${table.deliveryFeeKopecks}`,
    ),
    check('orders_slot_order', sql`${table.slotFrom} < ${table.slotTo}`),
  ],
);

/** An order's lines as priced when it was placed (titles and prices copied: the catalogue may change later). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderUid: text('order_uid')
      .notNull()
      .references(() => orders.uid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    count: integer('count').notNull(),
    unitCostKopecks: integer('unit_cost_kopecks').notNull(),
    /** Before the promotion or the line's own discount. */
    sumKopecks: integer('sum_kopecks').notNull(),
    totalKopecks: integer('total_kopecks').notNull(),
    /**
     * How many units the order's promotion priced (0: the line kept its own discount percent, or had none), so
     * the order page names each discount for what gave it; null on lines written before it was kept.
     */
    discountedUnits: integer('discounted_units'),
  },
  (table) => [
    primaryKey({ columns: [table.orderUid, table.position] }),
    check('order_lines_count_positive', sql`${table.count} >= 1`),
    check('order_lines_total_within_sum', sql`${table.totalKopecks} between 0 and ${table.sumKopecks}`),
    check('order_lines_discounted_units_within_count', sql`${table.discountedUnits} between 0 and ${table.count}`),
  ],
);

/**
 * How many orders each time slot of each zone or shop holds. A claim is one
 * conditional upsert (`taken + 1` only while below capacity), so two orders
 * racing for the last place cannot both get it; the CHECK is the last guard.
 */
export const deliverySlotLoad = pgTable(
  'delivery_slot_load',
  {
    deliveryMethod: text('delivery_method').$type<'delivery' | 'pickup'>().notNull(),
    placeId: text('place_id').notNull(),
    startsAt: at('starts_at').notNull(),
    taken: integer('taken').notNull(),
    /** The capacity when the slot was last claimed: a lower setting later never makes a row invalid. */
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deliveryMethod, table.placeId, table.startsAt] }),
    check('delivery_slot_load_within_capacity', sql`${table.taken} between 0 and ${table.capacity}`),
  ],
);

/**
 * Final transactions the gateway reported (by webhook, status check or
 * reconciler), once each: the gateway's transaction uid is the key, so a
 * notification delivered five times is settled once.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    gatewayUid: text('gateway_uid').primaryKey(),
    orderUid: text('order_uid')
      .notNull()
      .references(() => orders.uid, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    currency: text('currency').notNull(),
    /** Where it came from: `webhook`, `status` (the return page), `reconciler`, or `cancel` (the bank page's cancel). */
    source: text('source').notNull(),
    /** What settling it did to the order (`paid`, `declined`, `review`, `ignored`). */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [index('payment_transactions_order_idx').on(table.orderUid)],
);

/**
 * One row per checkout attempt (`Idempotency-Key`): the same key with the
 * same request answers the same order; with another request it is refused.
 * Written first in the order's transaction, so concurrent duplicates wait on
 * this key and only one order is made. No foreign key: the row is written
 * before its order, in the same transaction.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** SHA-256 of the validated request body. */
  requestHash: text('request_hash').notNull(),
  orderUid: text('order_uid').notNull(),
  createdAt: at('created_at').notNull(),
});
