import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { StoredAddress } from '../../src/domain/address-draft';
import { recoveryCodes, sessions, users } from '../db/schema';
import type { Executor } from '../db/transaction';
import { addressColumns } from './address-columns';

/** A user row as the account services read it. */
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type NewRecoveryCodeRow = typeof recoveryCodes.$inferInsert;

/** The profile fields a shopper edits. */
export interface ProfileFields {
  name: string;
  phone: string;
  email: string | null;
  /** In parts; written with its readable line (`address-columns.ts`). */
  address: StoredAddress | null;
}

/**
 * The shopper accounts (issue 14): users, their sessions and their recovery
 * codes. Queries only: what a sign-in, a session or a code means is decided
 * by `server/services/accounts/`.
 */
export function createUsersRepository(db: Executor) {
  return {
    /** The account a phone (E.164) or an e-mail (lower-cased, as stored) names. */
    async findByLogin(login: { phone: string } | { email: string }): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where('phone' in login ? eq(users.phone, login.phone) : eq(users.email, login.email))
        .limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Writes a new account; a taken phone or e-mail fails on the unique indexes. */
    async insert(row: NewUserRow): Promise<void> {
      await db.insert(users).values(row);
    },

    /** Writes the profile; false when there is no such user. A taken phone or e-mail fails on the unique indexes. */
    async updateProfile(userId: string, fields: ProfileFields, now: Date): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({
          name: fields.name,
          phone: fields.phone,
          email: fields.email,
          ...addressColumns(fields.address),
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
    },

    async insertSession(row: NewSessionRow): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** The session a token hash names when it is neither revoked nor expired. */
    async findLiveSession(
      tokenHash: string,
      now: Date,
    ): Promise<Pick<SessionRow, 'id' | 'userId' | 'lastSeenAt' | 'expiresAt'> | null> {
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row ?? null;
    },

    async slideSession(sessionId: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
    },

    /** Whether the session is the user's and neither revoked nor expired; reads only. */
    async isSessionLive(sessionId: string, userId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return row !== undefined;
    },

    /** Ends one session; a second call changes nothing. */
    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every live session of the user, optionally but one, in one statement; answers the ended ones' ids. */
    async revokeUserSessions(userId: string, now: Date, except?: string): Promise<string[]> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            except === undefined ? undefined : ne(sessions.id, except),
          ),
        )
        .returning({ id: sessions.id });
      return revoked.map((row) => row.id);
    },

    /** Marks every unused code of the user used (a new one replaces them). */
    async retireRecoveryCodes(userId: string, now: Date): Promise<void> {
      await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    },

    async insertRecoveryCode(row: NewRecoveryCodeRow): Promise<void> {
      await db.insert(recoveryCodes).values(row);
    },

    /** The id of the user's newest code that is neither used nor expired. */
    async latestLiveRecoveryCode(userId: string, now: Date): Promise<string | null> {
      const [latest] = await db
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt), gt(recoveryCodes.expiresAt, now)))
        .orderBy(desc(recoveryCodes.createdAt))
        .limit(1);
      return latest?.id ?? null;
    },

    /**
     * Counts one try against a live code in one conditional update (below
     * `maxTries`); answers its id and hash, or null when it has no try left.
     */
    async countRecoveryTry(
      codeId: string,
      now: Date,
      maxTries: number,
    ): Promise<{ id: string; codeHash: string } | null> {
      const [tried] = await db
        .update(recoveryCodes)
        .set({ attempts: sql`${recoveryCodes.attempts} + 1` })
        .where(
          and(
            eq(recoveryCodes.id, codeId),
            isNull(recoveryCodes.usedAt),
            gt(recoveryCodes.expiresAt, now),
            lt(recoveryCodes.attempts, maxTries),
          ),
        )
        .returning({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash });
      return tried ?? null;
    },

    /** Spends a live code, once (a conditional update); false when it was used or expired. */
    async spendRecoveryCode(codeId: string, now: Date): Promise<boolean> {
      const [spent] = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.id, codeId), isNull(recoveryCodes.usedAt), gt(recoveryCodes.expiresAt, now)))
        .returning({ id: recoveryCodes.id });
      return spent !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
