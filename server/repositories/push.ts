import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PushPayload } from '../../src/domain/contract/push';
import { type PushUrgency, pushDeliveries, pushSubscriptions, serverKeys } from '../db/schema';
import type { Executor } from '../db/transaction';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;

/** A delivery taken for sending, with the subscription as it is now. */
export interface DueDelivery {
  delivery: PushDeliveryRow;
  subscription: Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>;
}

export interface NewPushMessage {
  payload: PushPayload;
  topic: string | null;
  urgency: PushUrgency;
  ttlSeconds: number;
}

/** Web push (issue 28): subscriptions per device, the queue of deliveries, the shared VAPID pair. */
export function createPushRepository(db: Executor) {
  return {
    /**
     * The device's one subscription, made or replaced (a browser refreshes
     * its subscription: new endpoint and keys, same device). An endpoint
     * another device held (its cookie was cleared) moves to this one.
     */
    async saveSubscription(input: {
      id: string;
      deviceId: string;
      userId: string | null;
      endpoint: string;
      p256dh: string;
      auth: string;
      at: Date;
    }): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, input.endpoint), sql`${pushSubscriptions.deviceId} <> ${input.deviceId}`),
        );
      await db
        .insert(pushSubscriptions)
        .values({
          id: input.id,
          deviceId: input.deviceId,
          userId: input.userId,
          endpoint: input.endpoint,
          p256dh: input.p256dh,
          auth: input.auth,
          createdAt: input.at,
          updatedAt: input.at,
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.deviceId,
          set: {
            endpoint: input.endpoint,
            p256dh: input.p256dh,
            auth: input.auth,
            // A guest device keeps the account it was last signed in with: signing out does not unsubscribe.
            userId: sql`coalesce(${input.userId}, ${pushSubscriptions.userId})`,
            updatedAt: input.at,
          },
        });
    },

    /** Forgets the device's subscription when it has this endpoint; answers whether one was removed. */
    async removeSubscription(deviceId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.deviceId, deviceId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /**
     * The push service said the subscription is gone (404/410): removed only
     * while it still has the endpoint that failed, so a late answer about an
     * old endpoint never removes the refreshed subscription.
     */
    async removeGoneSubscription(id: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /** Subscriptions that hear of an order: the device that placed it and every device of its signed-in owner. */
    async subscriptionsFor(owner: { deviceId: string | null; userId: string | null }): Promise<PushSubscriptionRow[]> {
      const who = [
        owner.deviceId === null ? undefined : eq(pushSubscriptions.deviceId, owner.deviceId),
        owner.userId === null ? undefined : eq(pushSubscriptions.userId, owner.userId),
      ].filter((condition) => condition !== undefined);
      if (who.length === 0) return [];
      return db
        .select()
        .from(pushSubscriptions)
        .where(or(...who));
    },

    async findByDevice(deviceId: string): Promise<PushSubscriptionRow | null> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceId, deviceId));
      return row ?? null;
    },

    /** Queues one message for each subscription, in the caller's transaction. */
    async enqueue(subscriptionIds: readonly string[], message: NewPushMessage, at: Date): Promise<number> {
      if (subscriptionIds.length === 0) return 0;
      const rows = await db
        .insert(pushDeliveries)
        .values(
          subscriptionIds.map((subscriptionId) => ({
            subscriptionId,
            payload: message.payload,
            topic: message.topic,
            urgency: message.urgency,
            ttlSeconds: message.ttlSeconds,
            nextAttemptAt: at,
            createdAt: at,
          })),
        )
        .returning({ id: pushDeliveries.id });
      return rows.length;
    },

    /**
     * Takes up to `limit` deliveries due now for `leaseMs`: their next attempt
     * moves past the lease and their attempt count rises in the same
     * statement, so another sender (another node) skips them, and a sender
     * that dies mid-send leaves them to be taken again when the lease ends.
     */
    async takeDue(now: Date, limit: number, leaseMs: number): Promise<DueDelivery[]> {
      const due = db
        .select({ id: pushDeliveries.id })
        .from(pushDeliveries)
        .where(
          and(isNull(pushDeliveries.sentAt), isNull(pushDeliveries.endedAt), lte(pushDeliveries.nextAttemptAt, now)),
        )
        .orderBy(asc(pushDeliveries.nextAttemptAt), asc(pushDeliveries.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const taken = await db
        .update(pushDeliveries)
        .set({
          attempts: sql`${pushDeliveries.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(pushDeliveries.id, due))
        .returning();
      if (taken.length === 0) return [];
      const subscriptions = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.id,
            taken.map((row) => row.subscriptionId),
          ),
        );
      const byId = new Map(subscriptions.map((row) => [row.id, row]));
      return taken.flatMap((delivery) => {
        const subscription = byId.get(delivery.subscriptionId);
        return subscription ? [{ delivery, subscription }] : [];
      });
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(pushDeliveries).set({ sentAt: at, lastError: null }).where(eq(pushDeliveries.id, id));
    },

    async retryAt(id: number, at: Date, error: string): Promise<void> {
      await db.update(pushDeliveries).set({ nextAttemptAt: at, lastError: error }).where(eq(pushDeliveries.id, id));
    },

    async end(id: number, at: Date, error: string): Promise<void> {
      await db.update(pushDeliveries).set({ endedAt: at, lastError: error }).where(eq(pushDeliveries.id, id));
    },

    async deliveries(): Promise<PushDeliveryRow[]> {
      return db.select().from(pushDeliveries).orderBy(asc(pushDeliveries.id));
    },

    /** A key pair every node shares: the first node to start makes it, the others read it. */
    async sharedKeyPair(
      name: string,
      make: () => { publicKey: string; privateKey: string },
      at: Date,
    ): Promise<{ publicKey: string; privateKey: string }> {
      const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
      if (existing) return existing;
      await db
        .insert(serverKeys)
        .values({ name, ...make(), createdAt: at })
        .onConflictDoNothing();
      const [kept] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
      if (!kept) throw new Error(`the ${name} key pair was neither found nor made`);
      return kept;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
