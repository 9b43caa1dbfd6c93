import { asc, eq } from 'drizzle-orm';
import type { DeliveryZone } from '../../src/domain/contract/delivery';
import { kopecks } from '../../src/domain/money';
import { deliverySettings, deliveryZones } from '../db/schema';
import type { Executor } from '../db/transaction';

/** What the shop keeps about delivery itself; pickup points are its shops. */
export interface DeliveryData {
  zones: DeliveryZone[];
  maxDaysAhead: number;
}

/** Days ahead when the settings row is missing (a database migrated by hand): the migration's own default. */
const DEFAULT_MAX_DAYS_AHEAD = 7;

export function createDeliveryRepository(db: Executor) {
  return {
    async loadDelivery(): Promise<DeliveryData> {
      const [rows, [settings]] = await Promise.all([
        db.select().from(deliveryZones).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id)),
        db.select().from(deliverySettings).where(eq(deliverySettings.id, 1)),
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
        maxDaysAhead: settings?.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD,
      };
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
