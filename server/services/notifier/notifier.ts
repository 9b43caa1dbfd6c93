import type { Executor } from '../../db/transaction';
import { createNotificationOutboxRepository } from '../../repositories/notification-outbox';
import type { MessageSender, MessageSenders } from './sender';
import { smtpSender } from './smtp';

/**
 * Every message to a shopper goes through `notify` (issue 14): recovery codes
 * now, order notices later. It is written to `notification_outbox` first
 * (the record of what was sent, what `/dev/outbox` lists on a developer's
 * machine, where tests read codes), logged, and handed to its channel's
 * transport with the outcome recorded: nodemailer for e-mail when `SMTP_URL`
 * is set, a plugged-in sender for SMS (`sender.ts`). A message no transport
 * takes is delivered by the log alone: its line carries the whole text, code
 * included, in every mode (issue 27), so `npm start` without `SMTP_URL` shows
 * it; a message handed to a transport is logged without its text in production.
 *
 * A message's `secret` (a recovery code) is stored only as long as someone
 * still has to deliver it from the outbox: a message sent here at once is
 * stored with it masked (the transport gets the whole text from memory), and
 * one left in the outbox is wiped by `forget` once it no longer works.
 */
export type NotificationChannel = 'email' | 'sms';

export interface Notification {
  channel: NotificationChannel;
  /** An e-mail address or an E.164 phone number. */
  recipient: string;
  /** What kind of message, e.g. `recovery_code`. */
  topic: string;
  subject: string;
  body: string;
  /** The part of `body` no table may keep once it is delivered (a code); masked in what is stored. */
  secret?: string;
  userId: string | null;
}

/** What the stored copy of a message shows instead of its secret. */
export const SECRET_MASK = '••••••';
/** What `forget` leaves of a message that was never sent and no longer matters. */
export const FORGOTTEN_BODY = '[removed: the message no longer applies]';

export interface ForgetFilter {
  topic: string;
  /** One user's messages (their code was spent or replaced)… */
  userId?: string;
  /** …or everyone's written before this instant (their codes have expired). */
  createdBefore?: Date;
}

export interface Notifier {
  /** Records the message and starts its delivery; answers once it is in the outbox, not once it is delivered. */
  notify(notification: Notification): Promise<{ id: number }>;
  /**
   * Wipes the text of messages still waiting in the outbox (never sent) that no longer matter: a
   * spent, replaced or expired code must not stay readable in the table. Answers how many.
   */
  forget(filter: ForgetFilter): Promise<number>;
  /** Waits for deliveries under way (tests, shutdown). */
  settled(): Promise<void>;
  /** Waits for deliveries under way, then closes the transports (the mail connection). */
  close(): Promise<void>;
}

export interface NotifierLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface NotifierOptions {
  db: Executor;
  log: NotifierLog;
  /** In production the text of a message handed to a transport never reaches the log; elsewhere it does. */
  mode: 'development' | 'production' | 'test';
  /** Where e-mail goes out; without it (and without `senders.email`) e-mail is logged and kept like unsent SMS. */
  smtpUrl?: string | undefined;
  /** The shop's public address: the default sender is `noreply@` its host. */
  publicUrl: string;
  /** Transports by channel (an SMS provider's, a test's); `email` takes the place of `smtpUrl`. */
  senders?: MessageSenders;
  /** When a delivery's outcome is recorded. */
  now?: () => Date;
}

export function createNotifier({
  db,
  log,
  mode,
  smtpUrl,
  publicUrl,
  senders = {},
  now = () => new Date(),
}: NotifierOptions): Notifier {
  const transports: MessageSenders = {
    ...senders,
    email: senders.email ?? (smtpUrl ? smtpSender(smtpUrl, publicUrl) : undefined),
  };
  const pending = new Set<Promise<void>>();
  const outbox = createNotificationOutboxRepository(db);

  async function deliver(id: number, notification: Notification, transport: MessageSender): Promise<void> {
    try {
      await transport.send({ to: notification.recipient, subject: notification.subject, text: notification.body });
      await outbox.markSent(id, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ outboxId: id, topic: notification.topic, reason }, 'notification not delivered');
      // The row keeps the failure; a retry job can pick up rows without `sent_at` later (one with a
      // masked secret cannot be resent as it is: the shopper asks for a new code).
      await outbox.markFailed(id, reason.slice(0, 500)).catch(() => undefined);
    }
  }

  return {
    async notify(notification) {
      const { channel, topic, recipient, secret, ...stored } = notification;
      const transport = transports[channel];
      // Sent from memory right below: the table keeps what was sent, never the secret itself. Left in the
      // outbox (no transport for its channel), the log and the outbox are how it reaches anyone, until
      // `forget` wipes it.
      const body = transport && secret ? stored.body.replaceAll(secret, SECRET_MASK) : stored.body;
      const row = await outbox.insert({ ...stored, channel, topic, recipient, body, createdAt: now() });
      const details = { outboxId: row.id, channel, topic, recipient, delivery: transport ? 'transport' : 'log only' };
      if (transport && mode === 'production') log.info(details, 'notification');
      else log.info({ ...details, body: notification.body }, 'notification');
      if (transport) {
        // Not awaited by the caller: an answer that waited for the mail server would take longer when an
        // account exists, and would tell so.
        const running = deliver(row.id, notification, transport).finally(() => pending.delete(running));
        pending.add(running);
      }
      return { id: row.id };
    },
    async forget({ topic, userId, createdBefore }) {
      if (userId === undefined && createdBefore === undefined) throw new Error('forget needs a user or an instant');
      return outbox.wipeUnsent({ topic, userId, createdBefore }, FORGOTTEN_BODY);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.settled();
      for (const transport of Object.values(transports)) transport?.close();
    },
  };
}
