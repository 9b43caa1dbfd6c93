import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { StaffRole } from '../db/schema';
import { shops, staff, staffSessions, staffShops } from '../db/schema';
import type { Executor } from '../db/transaction';

export type StaffRow = typeof staff.$inferSelect;

/** A session not revoked, not expired, of an enabled account (over `staff_sessions` joined with `staff`). */
const isLive = (now: Date) =>
  and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), isNull(staff.disabledAt));
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export interface StaffShopRow {
  id: string;
  title: string;
}

/** A live session joined with its (enabled) staff member. */
export interface LiveStaffSession {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  staffId: string;
  name: string;
  role: StaffRole;
  kind: 'board' | 'screen';
  shopId: string | null;
}

/**
 * The staff tables (issue 26): accounts, the shops each works on, sessions.
 * Queries only: what a sign-in or a session means is decided by
 * `server/services/staff/`.
 */
export function createStaffRepository(db: Executor) {
  return {
    /** Writes the account and its shops (inside the caller's transaction when there is one). */
    async insert(row: StaffRow, shopIds: readonly string[]): Promise<void> {
      await db.insert(staff).values(row);
      if (shopIds.length > 0)
        await db.insert(staffShops).values(shopIds.map((shopId) => ({ staffId: row.id, shopId })));
    },

    /** The account of a login as stored (lower-cased), disabled ones included. */
    async findByLogin(login: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staff).where(eq(staff.login, login)).limit(1);
      return row ?? null;
    },

    /**
     * The shops a staff member works on, in `/adresa` order (`sort_order`,
     * then id): every shop for an admin, else those `staff_shops` names.
     */
    async shopsOf(staffId: string, role: StaffRole): Promise<StaffShopRow[]> {
      const columns = { id: shops.id, title: shops.title };
      if (role === 'admin') return db.select(columns).from(shops).orderBy(asc(shops.sortOrder), asc(shops.id));
      return db
        .select(columns)
        .from(staffShops)
        .innerJoin(shops, eq(shops.id, staffShops.shopId))
        .where(eq(staffShops.staffId, staffId))
        .orderBy(asc(shops.sortOrder), asc(shops.id));
    },

    /** Which of these shop ids exist. */
    async existingShopIds(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: shops.id })
        .from(shops)
        .where(inArray(shops.id, [...ids]));
      return rows.map((row) => row.id);
    },

    /** Every shop id, in `/adresa` order (what the command lists when given an unknown one). */
    async allShopIds(): Promise<string[]> {
      const rows = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.sortOrder), asc(shops.id));
      return rows.map((row) => row.id);
    },

    async insertSession(row: Omit<StaffSessionRow, 'revokedAt'>): Promise<void> {
      await db.insert(staffSessions).values(row);
    },

    /** The session a token hash names when it is live (not revoked, not expired) and its account enabled. */
    async findLiveSession(tokenHash: string, now: Date): Promise<LiveStaffSession | null> {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          lastSeenAt: staffSessions.lastSeenAt,
          expiresAt: staffSessions.expiresAt,
          staffId: staff.id,
          name: staff.name,
          role: staff.role,
          kind: staffSessions.kind,
          shopId: staffSessions.shopId,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isLive(now)));
      return row ?? null;
    },

    /** Whether a session is live now, by id (a socket checks again while it stays open). */
    async sessionLiveUntil(sessionId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: staffSessions.expiresAt })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.id, sessionId), isLive(now)));
      return row?.expiresAt ?? null;
    },

    async slideSession(sessionId: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt, expiresAt }).where(eq(staffSessions.id, sessionId));
    },

    /** Ends one session; a second call changes nothing. */
    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    /** Disables an account and ends all its sessions; answers the sessions ended (their sockets go too). */
    async disable(staffId: string, now: Date): Promise<string[]> {
      await db
        .update(staff)
        .set({ disabledAt: now })
        .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)));
      const revoked = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return revoked.map((row) => row.id);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
