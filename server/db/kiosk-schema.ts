import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { KIOSK_IDLE_LIMITS, KIOSK_TIMINGS } from '../../src/domain/contract/kiosk';
import { shops } from './catalog-schema';

/*
 * Kiosk mode (issue 15): each shop's kiosk PIN and idle time, the tablets
 * enrolled with it, and the wrong PINs typed per shop and address. The lockout
 * lives here, not in memory, so it survives restarts and holds across servers.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A shop's kiosk settings; a shop without a row cannot enrol a tablet. */
export const shopKioskSettings = pgTable(
  'shop_kiosk_settings',
  {
    shopId: text('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The PIN hashed like passwords (`scrypt$N$r$p$salt$hash`). */
    pinHash: text('pin_hash').notNull(),
    /** Ms without a touch before the kiosk asks «Вы ещё здесь?». */
    idleMs: integer('idle_ms').notNull().default(KIOSK_TIMINGS.idleMs),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'shop_kiosk_settings_idle_range',
      sql`${table.idleMs} between ${sql.raw(String(KIOSK_IDLE_LIMITS.minMs))} and ${sql.raw(String(KIOSK_IDLE_LIMITS.maxMs))}`,
    ),
  ],
);

/** An enrolled tablet: its cookie holds a random token, the table only the token's SHA-256. */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    /** Left kiosk mode with the PIN; a revoked device never comes back (it enrols anew). */
    revokedAt: at('revoked_at'),
  },
  (table) => [index('kiosk_devices_shop_idx').on(table.shopId)],
);

/**
 * Wrong PINs per shop and client address within the lockout window. The
 * count and the lock change in one conditional upsert, so parallel guesses on
 * several servers cannot slip past the limit.
 */
export const kioskPinFailures = pgTable(
  'kiosk_pin_failures',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    /** Wrong PINs since `first_failed_at`; back to 0 when a lock starts. */
    failures: integer('failures').notNull(),
    firstFailedAt: at('first_failed_at').notNull(),
    /** Every PIN from this address for this shop is refused until then. */
    lockedUntil: at('locked_until'),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.address] }),
    check('kiosk_pin_failures_nonnegative', sql`${table.failures} >= 0`),
  ],
);
