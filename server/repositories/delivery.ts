import { asc, eq, gte } from 'drizzle-orm';
import type { DeliveryZone, SoldOutDay } from '../../src/domain/contract/delivery';
import { kopecks } from '../../src/domain/money';
import { deliverySettings, deliveryZones, productStoplist } from '../db/schema';
import type { Executor } from '../db/transaction';
import { type SlotSettings, slotSettingsOf } from './slots';

/** What the shop keeps about delivery itself; pickup points are its shops. */
export interface DeliveryData {
  zones: DeliveryZone[];
  /** The shop that serves each zone; null: the first shop in `/adresa` order. */
  zoneShops: Map<string, string | null>;
  /** Each shop's sold-out products by shop day, from yesterday on (a client filters by the day it orders for). */
  soldOut: Map<string, SoldOutDay[]>;
  maxDaysAhead: number;
  /** How long one delivery window lasts, in minutes. */
  deliverySlotMinutes: number;
  /** The settings row as slots and orders use it, so an order reads neither it nor its zone per request. */
  slotSettings: SlotSettings;
  /** The zones' rows by id. */
  zoneRows: Map<string, typeof deliveryZones.$inferSelect>;
}

/** When the settings row is missing (a database migrated by hand): the migration's own defaults. */
const DEFAULT_MAX_DAYS_AHEAD = 7;
const DEFAULT_SLOT_MINUTES = 30;

export function createDeliveryRepository(db: Executor) {
  return {
    /** Zones, settings and the shops' stop-lists of `stoplistFrom` (a shop day) and later. */
    async loadDelivery(stoplistFrom: string): Promise<DeliveryData> {
      const [rows, [settings], stoplist] = await Promise.all([
        db.select().from(deliveryZones).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id)),
        db.select().from(deliverySettings).where(eq(deliverySettings.id, 1)),
        db
          .select()
          .from(productStoplist)
          .where(gte(productStoplist.shopDate, stoplistFrom))
          .orderBy(asc(productStoplist.shopDate), asc(productStoplist.productId)),
      ]);
      return {
        zones: rows.map((row) => ({
          _id: row.id,
          title: row.title,
          minOrder: kopecks(row.minOrderKopecks),
          fee: kopecks(row.feeKopecks),
          freeFrom: kopecks(row.freeFromKopecks),
          leadMinutes: row.leadMinutes,
        })),
        zoneShops: new Map(rows.map((row) => [row.id, row.shopId])),
        soldOut: soldOutByShop(stoplist),
        maxDaysAhead: settings?.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD,
        deliverySlotMinutes: settings?.deliverySlotMinutes ?? DEFAULT_SLOT_MINUTES,
        slotSettings: slotSettingsOf(settings),
        zoneRows: new Map(rows.map((row) => [row.id, row])),
      };
    },
  };
}

function soldOutByShop(rows: readonly (typeof productStoplist.$inferSelect)[]): Map<string, SoldOutDay[]> {
  const byShop = new Map<string, SoldOutDay[]>();
  for (const row of rows) {
    const days = byShop.get(row.shopId) ?? [];
    const day = days.find((each) => each.date === row.shopDate);
    if (day) day.products.push(row.productId);
    else days.push({ date: row.shopDate, products: [row.productId] });
    byShop.set(row.shopId, days);
  }
  return byShop;
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
