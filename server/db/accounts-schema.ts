import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredAddress } from '../../src/domain/address-draft';

/*
 * Accounts (issue 14): shoppers who signed up, their sessions, password
 * recovery codes, the outbox of messages to them, their bonus points and
 * their saved cards. Points are an append-only ledger (`bonus_ledger`) with
 * the balance kept in step in `bonus_accounts` inside the same transaction;
 * the CHECKs are the last guard against a negative balance.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const users = pgTable(
  'users',
  {
    /** A random UUID: the id in `/user/{id}`, the identity token and the realtime room. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** E.164 (`+375291234567`), as libphonenumber-js normalizes it. */
    phone: text('phone').notNull(),
    /** Lower-cased; optional. */
    email: text('email'),
    /** The delivery address as one readable line; the whole address saved before parts. */
    address: text('address'),
    /** The delivery address in parts (issue 27); null when none, or saved before parts (then `address` is the note). */
    addressParts: jsonb('address_parts').$type<StoredAddress>(),
    /** The whole encoded hash (algorithm, parameters, salt, digest), e.g. `scrypt$…` or `$argon2id$…`. */
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: at('password_changed_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [uniqueIndex('users_phone_unique').on(table.phone), uniqueIndex('users_email_unique').on(table.email)],
);

/** A signed-in browser: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** Sliding: moved forward (30 days from the last use) as the session is used. */
    expiresAt: at('expires_at').notNull(),
    /** Logout, a password change or a rotation; a revoked session never comes back. */
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One-time password recovery codes, stored hashed; a code is spent by one conditional update. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId, table.createdAt)],
);

const CHANNELS = ['email', 'sms'] as const;

/**
 * Every message to a shopper (recovery codes, later order notices), written
 * before it is sent: the notifier sends from here (SMTP when `SMTP_URL` is
 * set) and records the outcome; development and tests read codes from here.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<(typeof CHANNELS)[number]>().notNull(),
    /** An e-mail address or an E.164 phone number. */
    recipient: text('recipient').notNull(),
    /** What kind of message (`recovery_code`, …), for tests and for the log. */
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    /** The last delivery failure; null once sent. */
    error: text('error'),
  },
  (table) => [
    check('notification_outbox_channel_known', sql`${table.channel} in (${inList(CHANNELS)})`),
    index('notification_outbox_recipient_idx').on(table.recipient, table.createdAt),
  ],
);

/** The balance kept in step with the ledger; `available` is what can be spent now, `held` what payments hold. */
export const bonusAccounts = pgTable(
  'bonus_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
    held: integer('held').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    check('bonus_accounts_available_nonnegative', sql`${table.available} >= 0`),
    check('bonus_accounts_held_nonnegative', sql`${table.held} >= 0`),
  ],
);

/** `return`: points an order spent, given back when staff cancel it. */
export const BONUS_ENTRY_KINDS = [
  'welcome',
  'earn',
  'hold',
  'release',
  'spend',
  'expire',
  'clawback',
  'return',
] as const;
export type BonusEntryKind = (typeof BONUS_ENTRY_KINDS)[number];

/**
 * Every movement of points, never updated or deleted. `points` is the
 * magnitude; the kind says which way it moves. An order's entry of a kind is
 * unique (a replayed webhook never earns twice, a hold released twice
 * releases once); a user gets one welcome bonus.
 */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BonusEntryKind>().notNull(),
    points: integer('points').notNull(),
    /** The order it belongs to (earn, hold, release, spend, claw-back); null for welcome and expiry. */
    orderUid: text('order_uid'),
    /** The hold it settles (release, spend), the lot it expires (expire). */
    holdId: text('hold_id'),
    lotId: integer('lot_id'),
    /**
     * What within the order the entry answers, where an order may have several
     * of a kind: a claw-back per refund transaction (`refund:<id>`).
     */
    ref: text('ref'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    check('bonus_ledger_kind_known', sql`${table.kind} in (${inList(BONUS_ENTRY_KINDS)})`),
    // A claw-back of nothing is still recorded, so a later earning is not taken by a repeat of it.
    check(
      'bonus_ledger_points_positive',
      sql`${table.points} > 0 or (${table.kind} = 'clawback' and ${table.points} = 0)`,
    ),
    uniqueIndex('bonus_ledger_order_kind_ref_unique')
      .on(table.orderUid, table.kind, sql`coalesce(${table.ref}, '')`)
      .where(sql`${table.orderUid} is not null`),
    uniqueIndex('bonus_ledger_hold_kind_unique').on(table.holdId, table.kind).where(sql`${table.holdId} is not null`),
    uniqueIndex('bonus_ledger_lot_expiry_unique').on(table.lotId).where(sql`${table.kind} = 'expire'`),
    uniqueIndex('bonus_ledger_one_welcome').on(table.userId).where(sql`${table.kind} = 'welcome'`),
    index('bonus_ledger_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Points earned together (a welcome bonus, one order's earnings) expire
 * together, 365 days later; spending and expiry take the oldest lots first.
 * `remaining` counts the lot's points not yet spent or expired (held ones included).
 */
export const bonusLots = pgTable(
  'bonus_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The welcome or earn entry that created it. */
    entryId: integer('entry_id').notNull(),
    points: integer('points').notNull(),
    remaining: integer('remaining').notNull(),
    earnedAt: at('earned_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    check('bonus_lots_remaining_within_points', sql`${table.remaining} between 0 and ${table.points}`),
    index('bonus_lots_user_expiry_idx').on(table.userId, table.expiresAt),
  ],
);

export const BONUS_HOLD_STATES = ['active', 'spent', 'released', 'expired'] as const;
export type BonusHoldState = (typeof BONUS_HOLD_STATES)[number];

/**
 * Points set aside for a payment. A hold without an order is the shopper's
 * choice before paying (`POST /priapi/user/update/bonuses`, at most one per
 * user); the payment moves it to its order. It leaves `active` once, by a
 * conditional update: spent when the order is paid or confirmed, released
 * when the payment fails, expired with the checkout.
 */
export const bonusHolds = pgTable(
  'bonus_holds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderUid: text('order_uid').unique(),
    points: integer('points').notNull(),
    state: text('state').$type<BonusHoldState>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    check('bonus_holds_state_known', sql`${table.state} in (${inList(BONUS_HOLD_STATES)})`),
    check('bonus_holds_points_positive', sql`${table.points} > 0`),
    uniqueIndex('bonus_holds_one_draft')
      .on(table.userId)
      .where(sql`${table.orderUid} is null and ${table.state} = 'active'`),
    index('bonus_holds_expiry_idx').on(table.state, table.expiresAt),
  ],
);

/** A card the gateway tokenized: its token (never the number), last four digits, brand and expiry. */
export const savedCards = pgTable(
  'saved_cards',
  {
    /** A random UUID: the `_id` the app shows and sends back. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayToken: text('gateway_token').notNull(),
    last4: text('last4').notNull(),
    brand: text('brand').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('saved_cards_user_token_unique').on(table.userId, table.gatewayToken),
    check('saved_cards_last4_digits', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);
