import { and, asc, eq } from 'drizzle-orm';
import type { AdminAlert, AdminAlertDraft } from '../../src/domain/contract/admin';
import { alerts } from '../db/schema';
import type { Executor } from '../db/transaction';
import { alertFromRow } from './rows';
import type { Versioned } from './versioned';

export type VersionedAlert = Versioned<AdminAlert>;

const versionedAlert = (row: typeof alerts.$inferSelect): VersionedAlert => ({
  record: alertFromRow(row),
  version: row.version,
});

const columnsOf = (alert: AdminAlertDraft) => ({
  title: alert.title,
  text: alert.text,
  link: alert.link,
  dateTimeFrom: new Date(alert.dateTimeFrom),
  dateTimeTo: new Date(alert.dateTimeTo),
  shopId: alert.shopId,
});

/** Alerts as the back office reads and writes them (issue 29); shoppers get them through the read model. */
export function createAdminAlertsRepository(db: Executor) {
  return {
    async list(): Promise<VersionedAlert[]> {
      const rows = await db.select().from(alerts).orderBy(asc(alerts.dateTimeFrom), asc(alerts.id));
      return rows.map(versionedAlert);
    },

    async find(id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedAlert | null> {
      const query = db.select().from(alerts).where(eq(alerts.id, id));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? versionedAlert(row) : null;
    },

    async insert(id: string, draft: AdminAlertDraft): Promise<VersionedAlert> {
      const [row] = await db
        .insert(alerts)
        .values({ id, ...columnsOf(draft) })
        .returning();
      if (!row) throw new Error('the new alert was not returned');
      return versionedAlert(row);
    },

    async update(id: string, edited: AdminAlert, version: number): Promise<VersionedAlert | null> {
      const [row] = await db
        .update(alerts)
        .set({ ...columnsOf(edited), version: version + 1 })
        .where(and(eq(alerts.id, id), eq(alerts.version, version)))
        .returning();
      return row ? versionedAlert(row) : null;
    },

    /** Removes the alert only if it is still at `version`. */
    async remove(id: string, version: number): Promise<boolean> {
      const rows = await db
        .delete(alerts)
        .where(and(eq(alerts.id, id), eq(alerts.version, version)))
        .returning({ id: alerts.id });
      return rows.length > 0;
    },
  };
}
