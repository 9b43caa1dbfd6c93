import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The short-lived identity token of SPEC §6 (issue 14): bound to one user id
 * and the session it was handed to, signed with HMAC-SHA256, carried as
 * `authorization: Bearer` with `x-user-id` to `/priapi/user/data/{id}` and in
 * the realtime handshake. Whoever accepts it also checks that the session is
 * still alive (`isSessionLive`), so a sign-out ends the token at once, not
 * when it expires.
 * Format: `v2.<userId>.<sessionId>.<expires, ms>.<signature, base64url>`.
 */
export const IDENTITY_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export interface IdentityToken {
  token: string;
  expiresAt: Date;
}

/** Who a token speaks for: the user and the session it was handed to. */
export interface TokenIdentity {
  userId: string;
  sessionId: string;
}

const VERSION = 'v2';
// User and session ids are UUIDs: no dot, so the parts split back unambiguously.
const PART = /^[A-Za-z0-9-]{1,64}$/;

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signIdentityToken(secret: string, { userId, sessionId }: TokenIdentity, now: Date): IdentityToken {
  if (!PART.test(userId) || !PART.test(sessionId))
    throw new Error('an identity token names a user id and a session id');
  const expiresAt = new Date(now.getTime() + IDENTITY_TOKEN_LIFETIME_MS);
  const payload = `${VERSION}.${userId}.${sessionId}.${expiresAt.getTime()}`;
  return { token: `${payload}.${signature(secret, payload).toString('base64url')}`, expiresAt };
}

/**
 * The user and session the token was signed for, with its expiry, or `null`
 * for a forged, malformed or expired one (or one of the old format without a
 * session, which nothing could end early). The session may since have ended:
 * the caller checks that it is still alive.
 */
export function readIdentityToken(
  secret: string,
  token: string,
  now: Date,
): (TokenIdentity & { expiresAt: Date }) | null {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [version, userId, sessionId, expires, given] = parts as [string, string, string, string, string];
  if (!PART.test(userId) || !PART.test(sessionId)) return null;
  if (!/^\d{1,15}$/.test(expires) || Number(expires) <= now.getTime()) return null;
  const expected = signature(secret, `${version}.${userId}.${sessionId}.${expires}`);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, sessionId, expiresAt: new Date(Number(expires)) };
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
