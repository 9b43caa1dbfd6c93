import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DeliveryMethod } from '../../src/domain/contract/checkout';
import { type Kopecks, kopecks } from '../../src/domain/money';
import { slotMinutesOf, type WeekHours } from '../../src/domain/slots';
import { reusableStatement, rowFields } from '../db/reusable-statement';
import { deliverySettings, deliverySlotLoad, deliveryZones, shops } from '../db/schema';
import type { Executor } from '../db/transaction';

/** A zone (delivery) or a shop (pickup) as slots and orders need it. */
export interface SlotPlace {
  method: DeliveryMethod;
  id: string;
  title: string;
  /** The shop's address for pickup; null for a zone (the shopper gives the address). */
  address: string | null;
  /** Couriers' hours for delivery, the shop's for pickup. */
  hours: WeekHours;
  leadMinutes: number;
  /** How long one slot lasts (and how often one starts): the settings' window length for delivery, 15 for pickup. */
  slotMinutes: number;
  /** Orders one slot takes: the zone's own capacity, else the settings'. */
  capacity: number;
  /** The zone's amounts; null for pickup. */
  zone: { minOrder: Kopecks; fee: Kopecks; freeFrom: Kopecks } | null;
  /** The shop that bakes and hands over the place's orders: the pickup shop itself, or the zone's shop. */
  shopId: string;
}

export interface SlotSettings {
  maxDaysAhead: number;
  deliveryHours: WeekHours;
  /** How long one delivery window lasts, in minutes (one of `DELIVERY_SLOT_MINUTES`). */
  deliverySlotMinutes: number;
  deliverySlotCapacity: number;
  pickupSlotCapacity: number;
  pickupLeadMinutes: number;
  /** The caps of one order (units and goods total): bigger orders are arranged by phone. */
  maxOrderUnits: number;
  maxOrderTotal: Kopecks;
}

/** When the settings row is missing (a database migrated by hand): the migration's own defaults. */
const DEFAULT_SETTINGS: SlotSettings = {
  maxDaysAhead: 7,
  deliveryHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' })),
  deliverySlotMinutes: 30,
  deliverySlotCapacity: 4,
  pickupSlotCapacity: 6,
  pickupLeadMinutes: 30,
  maxOrderUnits: 200,
  maxOrderTotal: kopecks(200_000),
};

/** Where an order finds its place and the slot settings: the database, or the read model's snapshot of it. */
export interface SlotPlaceSource {
  settings(): Promise<SlotSettings>;
  findPlace(method: DeliveryMethod, placeId: string, settings: SlotSettings): Promise<SlotPlace | null>;
}

/** The settings row as slots and orders use it; the migration's defaults when it is missing. */
export function slotSettingsOf(row: typeof deliverySettings.$inferSelect | undefined): SlotSettings {
  return row
    ? {
        maxDaysAhead: row.maxDaysAhead,
        deliveryHours: row.deliveryHours,
        deliverySlotMinutes: row.deliverySlotMinutes,
        deliverySlotCapacity: row.deliverySlotCapacity,
        pickupSlotCapacity: row.pickupSlotCapacity,
        pickupLeadMinutes: row.pickupLeadMinutes,
        maxOrderUnits: row.maxOrderUnits,
        maxOrderTotal: kopecks(row.maxOrderTotalKopecks),
      }
    : DEFAULT_SETTINGS;
}

/** A delivery zone as a slot place; `shopId` is the zone's shop, else the first shop in `/adresa` order. */
export function zonePlace(
  zone: Pick<
    typeof deliveryZones.$inferSelect,
    'id' | 'title' | 'leadMinutes' | 'slotCapacity' | 'minOrderKopecks' | 'feeKopecks' | 'freeFromKopecks'
  >,
  shopId: string,
  settings: SlotSettings,
): SlotPlace {
  return {
    method: 'delivery',
    id: zone.id,
    title: zone.title,
    address: null,
    hours: settings.deliveryHours,
    leadMinutes: zone.leadMinutes,
    slotMinutes: slotMinutesOf('delivery', settings.deliverySlotMinutes),
    capacity: zone.slotCapacity ?? settings.deliverySlotCapacity,
    zone: {
      minOrder: kopecks(zone.minOrderKopecks),
      fee: kopecks(zone.feeKopecks),
      freeFrom: kopecks(zone.freeFromKopecks),
    },
    shopId,
  };
}

/** A shop as a pickup slot place. */
export function shopPlace(
  shop: { id: string; title: string; address: string; hours: WeekHours },
  settings: SlotSettings,
): SlotPlace {
  return {
    method: 'pickup',
    id: shop.id,
    title: shop.title,
    address: shop.address,
    hours: shop.hours,
    leadMinutes: settings.pickupLeadMinutes,
    slotMinutes: slotMinutesOf('pickup', settings.deliverySlotMinutes),
    capacity: settings.pickupSlotCapacity,
    zone: null,
    shopId: shop.id,
  };
}

const slotClaim = reusableStatement<{ taken: number }>(
  'slot_claim',
  (db) =>
    db
      .insert(deliverySlotLoad)
      .values({
        deliveryMethod: sql.placeholder('method'),
        placeId: sql.placeholder('placeId'),
        startsAt: sql.placeholder('startsAt'),
        taken: 1,
        capacity: sql.placeholder('capacity'),
      })
      .onConflictDoUpdate({
        target: [deliverySlotLoad.deliveryMethod, deliverySlotLoad.placeId, deliverySlotLoad.startsAt],
        set: { taken: sql`${deliverySlotLoad.taken} + 1`, capacity: sql`excluded.capacity` },
        setWhere: sql`${deliverySlotLoad.taken} < excluded.capacity`,
      })
      .returning({ taken: deliverySlotLoad.taken }),
  rowFields({ taken: deliverySlotLoad.taken }),
);

export function createSlotsRepository(db: Executor) {
  const slotKey = (method: DeliveryMethod, placeId: string, startsAt: Date) =>
    and(
      eq(deliverySlotLoad.deliveryMethod, method),
      eq(deliverySlotLoad.placeId, placeId),
      eq(deliverySlotLoad.startsAt, startsAt),
    );

  const repository = {
    async settings(): Promise<SlotSettings> {
      const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
      return slotSettingsOf(row);
    },

    /** The zone or shop, or null when there is no such place. */
    async findPlace(method: DeliveryMethod, placeId: string, settings: SlotSettings): Promise<SlotPlace | null> {
      if (method === 'delivery') {
        const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, placeId));
        if (!zone) return null;
        return zonePlace(zone, zone.shopId ?? (await repository.firstShopId()) ?? zone.id, settings);
      }
      const [shop] = await db.select().from(shops).where(eq(shops.id, placeId));
      return shop ? shopPlace(shop, settings) : null;
    },

    /** The shop first in `/adresa` order: it takes the delivery orders of zones that name no shop. */
    async firstShopId(): Promise<string | null> {
      const [first] = await db
        .select({ id: shops.id })
        .from(shops)
        .orderBy(asc(shops.sortOrder), asc(shops.id))
        .limit(1);
      return first?.id ?? null;
    },

    /** Orders held by each slot of the place that starts in [from, to), by start instant (ms). */
    async takenBetween(method: DeliveryMethod, placeId: string, from: Date, to: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ startsAt: deliverySlotLoad.startsAt, taken: deliverySlotLoad.taken })
        .from(deliverySlotLoad)
        .where(
          and(
            eq(deliverySlotLoad.deliveryMethod, method),
            eq(deliverySlotLoad.placeId, placeId),
            gte(deliverySlotLoad.startsAt, from),
            lt(deliverySlotLoad.startsAt, to),
          ),
        );
      return new Map(rows.map((row) => [row.startsAt.getTime(), row.taken]));
    },

    /**
     * Takes one place in the slot if it has room, atomically: a conditional
     * upsert, so of two transactions racing for the last place the second
     * waits on the row and then finds it full. Answers whether it got one.
     */
    async claim(method: DeliveryMethod, placeId: string, startsAt: Date, capacity: number): Promise<boolean> {
      const claimed = await slotClaim.run(db, { method, placeId, startsAt, capacity });
      return claimed.length > 0;
    },

    /** Gives one place back (the caller makes sure each claim is given back once). */
    async release(method: DeliveryMethod, placeId: string, startsAt: Date): Promise<void> {
      await db
        .update(deliverySlotLoad)
        .set({ taken: sql`greatest(${deliverySlotLoad.taken} - 1, 0)` })
        .where(slotKey(method, placeId, startsAt));
    },
  };
  return repository;
}

export type SlotsRepository = ReturnType<typeof createSlotsRepository>;
