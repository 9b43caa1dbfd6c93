import { and, asc, gte, lte } from 'drizzle-orm';
import type { Alert } from '../../src/domain/contract/index';
import { alerts } from '../db/schema';
import type { Executor } from '../db/transaction';
import { alertFromRow } from './rows';

export function createAlertsRepository(db: Executor) {
  return {
    /** Alerts whose window contains `now`, both ends included. */
    async listActiveAlerts(now: Date): Promise<Alert[]> {
      const rows = await db
        .select()
        .from(alerts)
        .where(and(lte(alerts.dateTimeFrom, now), gte(alerts.dateTimeTo, now)))
        .orderBy(asc(alerts.dateTimeFrom), asc(alerts.id));
      return rows.map(alertFromRow);
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
