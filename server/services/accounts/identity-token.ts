import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The short-lived identity token of SPEC §6 (issue 14): bound to one user id,
 * signed with HMAC-SHA256, carried as `authorization: Bearer` with
 * `x-user-id` to `/priapi/user/data/{id}` and in the realtime handshake.
 * Format: `v1.<userId>.<expires, ms>.<signature, base64url>`.
 */
export const IDENTITY_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export interface IdentityToken {
  token: string;
  expiresAt: Date;
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signIdentityToken(secret: string, userId: string, now: Date): IdentityToken {
  const expiresAt = new Date(now.getTime() + IDENTITY_TOKEN_LIFETIME_MS);
  const payload = `v1.${userId}.${expiresAt.getTime()}`;
  return { token: `${payload}.${signature(secret, payload).toString('base64url')}`, expiresAt };
}

/** The user id the token was signed for, or `null` for a forged, malformed or expired one. */
export function verifyIdentityToken(secret: string, token: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return null;
  const [version, userId, expires, given] = parts as [string, string, string, string];
  if (!/^\d{1,15}$/.test(expires) || Number(expires) <= now.getTime()) return null;
  const expected = signature(secret, `${version}.${userId}.${expires}`);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return userId;
}

/** Like `verifyIdentityToken`, with the token's expiry: the realtime server ends a socket when its token expires. */
export function readIdentityToken(
  secret: string,
  token: string,
  now: Date,
): { userId: string; expiresAt: Date } | null {
  const userId = verifyIdentityToken(secret, token, now);
  if (userId === null) return null;
  return { userId, expiresAt: new Date(Number(token.split('.')[2])) };
}

/**
 * `IDENTITY_SECRET` when set (needed when several processes serve one
 * address); otherwise a random secret made on first start and kept in the data directory.
 */
export async function loadIdentitySecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'identity-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // `wx`: of two processes starting together, one writes and the other reads what it wrote.
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
