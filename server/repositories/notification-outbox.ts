import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import { notificationOutbox } from '../db/schema';
import type { Executor } from '../db/transaction';

export type NewOutboxRow = Omit<typeof notificationOutbox.$inferInsert, 'id' | 'sentAt' | 'error'>;
export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** Which unsent messages to wipe: of a topic, and one user's or those written before an instant (or both). */
export interface OutboxWipeFilter {
  topic: string;
  userId?: string | undefined;
  createdBefore?: Date | undefined;
}

/**
 * `notification_outbox` (issue 14): every message to a shopper, written
 * before it is sent, with the outcome of its delivery. Queries only: what is
 * stored and when it is wiped is decided by `server/services/notifier/`.
 */
export function createNotificationOutboxRepository(db: Executor) {
  return {
    /** Writes a message; answers its id. */
    async insert(row: NewOutboxRow): Promise<{ id: number }> {
      const [inserted] = await db.insert(notificationOutbox).values(row).returning({ id: notificationOutbox.id });
      if (!inserted) throw new Error('the outbox did not return the new row');
      return inserted;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(notificationOutbox).set({ sentAt: at, error: null }).where(eq(notificationOutbox.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.update(notificationOutbox).set({ error }).where(eq(notificationOutbox.id, id));
    },

    /** The newest messages first, at most `limit` (what `/dev/outbox` lists). */
    latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(limit);
    },

    /** Replaces the body of the unsent messages the filter names (and not yet wiped) by `body`; answers how many. */
    async wipeUnsent({ topic, userId, createdBefore }: OutboxWipeFilter, body: string): Promise<number> {
      const wiped = await db
        .update(notificationOutbox)
        .set({ body })
        .where(
          and(
            eq(notificationOutbox.topic, topic),
            isNull(notificationOutbox.sentAt),
            ne(notificationOutbox.body, body),
            userId === undefined ? undefined : eq(notificationOutbox.userId, userId),
            createdBefore === undefined ? undefined : lt(notificationOutbox.createdAt, createdBefore),
          ),
        )
        .returning({ id: notificationOutbox.id });
      return wiped.length;
    },
  };
}

export type NotificationOutboxRepository = ReturnType<typeof createNotificationOutboxRepository>;
