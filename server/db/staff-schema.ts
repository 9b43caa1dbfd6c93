import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './catalog-schema';

/*
 * The bakery's people (issue 26): staff accounts are not shoppers. They have
 * their own table, sessions and cookie; a role says what they may do and
 * `staff_shops` which shops' orders they see (an admin sees every shop).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const STAFF_ROLES = ['staff', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staff = pgTable(
  'staff',
  {
    /** A random UUID. */
    id: text('id').primaryKey(),
    /** Lower-cased, what the staff member types to sign in. */
    login: text('login').notNull().unique(),
    /** What colleagues and the audit log read; the login when nobody gave one. */
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** The same encoded hash as shoppers' (`scrypt$…`). */
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull(),
    /** A disabled account cannot sign in and its sessions are refused. */
    disabledAt: at('disabled_at'),
    /** Raised by every back-office edit of the account (issue 29): an edit made on an older version is refused. */
    version: integer('version').notNull().default(0),
  },
  (table) => [check('staff_role_known', sql`${table.role} in ('staff', 'manager', 'admin')`)],
);

/** The shops whose orders a staff member or manager works on. */
export const staffShops = pgTable(
  'staff_shops',
  {
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.shopId] })],
);

/** A signed-in tablet or computer of the shop (`tp_staff` cookie): the table keeps only the token's SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /**
     * `board`: a tablet that works on orders (12 h from last use). `screen`: a pickup screen of one shop
     * (`shop_id`), read-only and long-lived, so a screen switched off overnight is still signed in.
     */
    kind: text('kind').$type<'board' | 'screen'>().notNull().default('board'),
    shopId: text('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('staff_sessions_staff_idx').on(table.staffId),
    check('staff_sessions_kind_known', sql`${table.kind} in ('board', 'screen')`),
    check('staff_sessions_screen_has_shop', sql`${table.kind} <> 'screen' or ${table.shopId} is not null`),
  ],
);

/**
 * Every staff action on an order, never updated or deleted: who, when, which
 * order, what it was before and after, and why (cancel and refund reasons).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: text('staff_id').notNull(),
    shopId: text('shop_id').notNull(),
    orderUid: text('order_uid'),
    /** `stage`, `undo`, `cash`, `cancel`, `refund`, `resolve`. */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    at: at('at').notNull(),
  },
  (table) => [
    index('staff_audit_shop_at_idx').on(table.shopId, table.at),
    index('staff_audit_order_idx').on(table.orderUid),
  ],
);
