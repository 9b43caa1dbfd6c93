import { and, asc, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AdminStaffAccount, AdminStaffFields } from '../../src/domain/contract/admin-staff';
import { staff, staffSessions, staffShops } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { Versioned } from './versioned';

/** What the journal and a 409 compare: the editable fields, the login beside them. */
export type VersionedStaffAccount = Versioned<AdminStaffAccount>;

/**
 * Staff accounts as the back office reads and writes them (issue 29). The
 * password hash never leaves this file: it is written by `setPasswordHash`
 * and read by nobody here.
 */
export function createAdminStaffRepository(db: Executor) {
  const shopIdsOf = async (staffId: string): Promise<string[]> => {
    const rows = await db
      .select({ shopId: staffShops.shopId })
      .from(staffShops)
      .where(eq(staffShops.staffId, staffId))
      .orderBy(asc(staffShops.shopId));
    return rows.map((row) => row.shopId);
  };
  const versioned = async (row: typeof staff.$inferSelect): Promise<VersionedStaffAccount> => ({
    record: {
      id: row.id,
      login: row.login,
      name: row.name,
      role: row.role,
      shopIds: await shopIdsOf(row.id),
      disabled: row.disabledAt !== null,
    },
    version: row.version,
  });

  const repository = {
    async list(): Promise<VersionedStaffAccount[]> {
      const rows = await db.select().from(staff).orderBy(asc(staff.login));
      return Promise.all(rows.map(versioned));
    },

    async find(id: string, lock: 'lock' | 'no-lock' = 'no-lock'): Promise<VersionedStaffAccount | null> {
      const query = db.select().from(staff).where(eq(staff.id, id));
      const [row] = lock === 'lock' ? await query.for('update') : await query;
      return row ? versioned(row) : null;
    },

    /** Writes the fields (and the shops) only if the account is still at `version`. */
    async update(
      id: string,
      edited: AdminStaffFields,
      version: number,
      now: Date,
    ): Promise<VersionedStaffAccount | null> {
      const [current] = await db.select({ disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, id));
      if (!current) return null;
      const [row] = await db
        .update(staff)
        .set({
          name: edited.name,
          role: edited.role,
          // A disabled account keeps the moment it was disabled.
          disabledAt: edited.disabled ? (current.disabledAt ?? now) : null,
          version: version + 1,
        })
        .where(and(eq(staff.id, id), eq(staff.version, version)))
        .returning();
      if (!row) return null;
      await db.delete(staffShops).where(eq(staffShops.staffId, id));
      if (edited.shopIds.length > 0) {
        await db.insert(staffShops).values(edited.shopIds.map((shopId) => ({ staffId: id, shopId })));
      }
      return versioned(row);
    },

    /** Enabled admins other than `staffId`, locked until the transaction ends (two demotions cannot cross). */
    async otherEnabledAdmins(staffId: string): Promise<number> {
      const rows = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt), ne(staff.id, staffId)))
        .for('update');
      return rows.length;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<boolean> {
      const rows = await db.update(staff).set({ passwordHash }).where(eq(staff.id, id)).returning({ id: staff.id });
      return rows.length > 0;
    },

    /** Ends every session of the account; answers the ones ended (their sockets are told to go). */
    async revokeAll(staffId: string, now: Date): Promise<string[]> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.map((row) => row.id);
    },

    /** Live (not revoked, not expired) sessions by account id; accounts with none absent. */
    async liveSessions(now: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ staffId: staffSessions.staffId, live: count() })
        .from(staffSessions)
        .where(and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
        .groupBy(staffSessions.staffId);
      return new Map(rows.map((row) => [row.staffId, Number(row.live)]));
    },
  };
  return repository;
}
