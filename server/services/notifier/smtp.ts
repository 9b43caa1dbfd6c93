import { createTransport } from 'nodemailer';
import { BRAND } from '../../../src/domain/brand/brand';
import type { MessageSender } from './sender';

/**
 * E-mail over SMTP through nodemailer. `SMTP_URL` is nodemailer's connection
 * URL (`smtp://user:pass@host:587`, `smtps://…:465`); a `from` query
 * parameter sets the sender, which is otherwise `noreply@` the shop's host.
 */
export function smtpSender(smtpUrl: string, publicUrl: string): MessageSender {
  const { connection, from } = smtpSettings(smtpUrl, publicUrl);
  const transport = createTransport(connection, { from });
  return {
    send: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}

/** nodemailer's connection URL (without `from`) and the sender address. */
export function smtpSettings(smtpUrl: string, publicUrl: string): { connection: string; from: string } {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? `«${BRAND.name}» <noreply@${new URL(publicUrl).hostname}>`;
  url.searchParams.delete('from');
  return { connection: url.toString(), from };
}
