import type { NotificationChannel } from './notifier';

/** One message as a transport gets it: the whole text, the secret included. */
export interface OutgoingMessage {
  /** An e-mail address or an E.164 phone number. */
  to: string;
  /** The e-mail's subject; an SMS transport may leave it out. */
  subject: string;
  text: string;
}

/**
 * A transport for one channel, the notifier's plug point: nodemailer over
 * `SMTP_URL` for e-mail (`smtp.ts`), an SMS provider's API for `sms`, or a
 * test's. `send` settles once the transport took the message (or failed).
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<unknown>;
  close(): void;
}

/** The transports by channel; a channel without one has its messages logged and left in the outbox. */
export type MessageSenders = Partial<Record<NotificationChannel, MessageSender>>;
