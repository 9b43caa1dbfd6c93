import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts-schema';

/*
 * Web push (issue 28). A browser has one push subscription per site, so a
 * device has at most one row: subscribing again (a refreshed subscription)
 * replaces its endpoint and keys in place. Deliveries are the queue of
 * messages to send, one per subscription, retried with backoff by the push
 * sender and never sent from inside the action that caused them.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    /** A random UUID. */
    id: text('id').primaryKey(),
    /** The `tp_device` cookie of the browser that subscribed. */
    deviceId: text('device_id').notNull().unique(),
    /** The signed-in shopper at the time, whose orders from other devices are told here too. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the push service takes messages; checked against the known services before it is stored. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

export const PUSH_URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;
export type PushUrgency = (typeof PUSH_URGENCIES)[number];

export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** `PushPayload` of the contract: title, body, the page a tap opens, the notification's tag. */
    payload: jsonb('payload').notNull(),
    /** A newer message of the same topic replaces one the push service has not delivered yet (the order uid). */
    topic: text('topic'),
    urgency: text('urgency').$type<PushUrgency>().notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    /** Given up: the subscription is gone, the message expired, or the retries ran out. */
    endedAt: at('ended_at'),
    lastError: text('last_error'),
  },
  (table) => [
    index('push_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.endedAt} is null`),
    check('push_deliveries_urgency_known', sql`${table.urgency} in ('very-low', 'low', 'normal', 'high')`),
  ],
);

/**
 * Keys the server makes once and every node shares (the VAPID pair when the
 * environment gives none), so a subscription made through one node is
 * signed for by all of them.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: at('created_at').notNull(),
});
