import { and, asc, eq, gte, max } from 'drizzle-orm';
import type { AdminDeliverySettings, AdminZone, AdminZoneDraft } from '../../src/domain/contract/admin-delivery';
import { kopecks } from '../../src/domain/money';
import { deliverySettings, deliverySlotLoad, deliveryZones } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { Versioned } from './versioned';

export type VersionedZone = Versioned<AdminZone>;
export type VersionedDeliverySettings = Versioned<AdminDeliverySettings>;

/** The settings' one row: the migration makes it. */
const SETTINGS_ID = 1;

const versionedZone = (row: typeof deliveryZones.$inferSelect): VersionedZone => ({
  record: {
    _id: row.id,
    title: row.title,
    minOrder: kopecks(row.minOrderKopecks),
    fee: kopecks(row.feeKopecks),
    freeFrom: kopecks(row.freeFromKopecks),
    leadMinutes: row.leadMinutes,
    shopId: row.shopId,
    slotCapacity: row.slotCapacity,
  },
  version: row.version,
});

const zoneColumns = (zone: AdminZoneDraft) => ({
  title: zone.title,
  minOrderKopecks: zone.minOrder,
  feeKopecks: zone.fee,
  freeFromKopecks: zone.freeFrom,
  leadMinutes: zone.leadMinutes,
  shopId: zone.shopId,
  slotCapacity: zone.slotCapacity,
});

/** Delivery zones as the back office reads and writes them (issue 29); shoppers get them through the read model. */
export function createAdminZonesRepository(db: Executor) {
  return {
    async list(): Promise<VersionedZone[]> {
      const rows = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
      return rows.map(versionedZone);
    },

    async find(id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedZone | null> {
      const query = db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? versionedZone(row) : null;
    },

    /** A new zone, after every other one in `/dostavka` order. */
    async insert(id: string, draft: AdminZoneDraft): Promise<VersionedZone> {
      const [last] = await db.select({ sortOrder: max(deliveryZones.sortOrder) }).from(deliveryZones);
      const [row] = await db
        .insert(deliveryZones)
        .values({ id, ...zoneColumns(draft), sortOrder: (last?.sortOrder ?? -1) + 1 })
        .returning();
      if (!row) throw new Error('the new zone was not returned');
      return versionedZone(row);
    },

    async update(id: string, edited: AdminZone, version: number): Promise<VersionedZone | null> {
      const [row] = await db
        .update(deliveryZones)
        .set({ ...zoneColumns(edited), version: version + 1 })
        .where(and(eq(deliveryZones.id, id), eq(deliveryZones.version, version)))
        .returning();
      return row ? versionedZone(row) : null;
    },

    /** Orders held by each zone's busiest window starting at `from` or later, by zone id (zones with none absent). */
    async bookedMost(from: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ placeId: deliverySlotLoad.placeId, taken: max(deliverySlotLoad.taken) })
        .from(deliverySlotLoad)
        .where(and(eq(deliverySlotLoad.deliveryMethod, 'delivery'), gte(deliverySlotLoad.startsAt, from)))
        .groupBy(deliverySlotLoad.placeId);
      return new Map(rows.map((row) => [row.placeId, row.taken ?? 0]));
    },
  };
}

const versionedSettings = (row: typeof deliverySettings.$inferSelect): VersionedDeliverySettings => ({
  record: {
    deliverySlotMinutes: row.deliverySlotMinutes as AdminDeliverySettings['deliverySlotMinutes'],
    deliverySlotCapacity: row.deliverySlotCapacity,
    pickupSlotCapacity: row.pickupSlotCapacity,
    pickupLeadMinutes: row.pickupLeadMinutes,
    maxOrderUnits: row.maxOrderUnits,
    maxOrderTotal: kopecks(row.maxOrderTotalKopecks),
    maxDaysAhead: row.maxDaysAhead,
    deliveryHours: row.deliveryHours,
  },
  version: row.version,
});

/** The delivery settings' one row as the back office reads and writes it; its id in the journal is `settings`. */
export function createAdminDeliverySettingsRepository(db: Executor) {
  return {
    async find(_id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedDeliverySettings | null> {
      const query = db.select().from(deliverySettings).where(eq(deliverySettings.id, SETTINGS_ID));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? versionedSettings(row) : null;
    },

    async update(
      _id: string,
      edited: AdminDeliverySettings,
      version: number,
    ): Promise<VersionedDeliverySettings | null> {
      const { maxOrderTotal, ...rest } = edited;
      const [row] = await db
        .update(deliverySettings)
        .set({ ...rest, maxOrderTotalKopecks: maxOrderTotal, version: version + 1 })
        .where(and(eq(deliverySettings.id, SETTINGS_ID), eq(deliverySettings.version, version)))
        .returning();
      return row ? versionedSettings(row) : null;
    },
  };
}
