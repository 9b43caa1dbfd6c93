import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/**
 * Whether the shop's cookies carry `Secure`: decided by `PUBLIC_URL`'s scheme,
 * the address shoppers really use, never by the request. Behind a proxy that
 * terminates TLS the request arrives as plain HTTP (or with an
 * `X-Forwarded-Proto` anyone could have written), so reading it would drop
 * `Secure` from a session cookie served over HTTPS.
 */
export function secureCookies(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/**
 * Registers @fastify/cookie with `Secure` as the default of every cookie the
 * app sets or clears (session, device, kiosk): their setters leave it out, so
 * no cookie can take it from the request.
 */
export async function installCookies(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> {
  await app.register(cookie, { parseOptions: { secure: secureCookies(publicUrl) } });
}
