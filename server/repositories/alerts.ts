import { and, asc, gte, lte, type SQL } from 'drizzle-orm';
import type { Alert } from '../../src/domain/contract/index';
import { alerts } from '../db/schema';
import type { Executor } from '../db/transaction';
import { alertFromRow } from './rows';

export function createAlertsRepository(db: Executor) {
  const selectAlerts = async (where: SQL | undefined): Promise<Alert[]> => {
    const rows = await db.select().from(alerts).where(where).orderBy(asc(alerts.dateTimeFrom), asc(alerts.id));
    return rows.map(alertFromRow);
  };
  return {
    /** Alerts whose window contains `now`, both ends included. */
    listActiveAlerts: (now: Date): Promise<Alert[]> =>
      selectAlerts(and(lte(alerts.dateTimeFrom, now), gte(alerts.dateTimeTo, now))),
    /** Every alert, past and future too, in the same order (the read model filters by the request's time). */
    listAlerts: (): Promise<Alert[]> => selectAlerts(undefined),
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
