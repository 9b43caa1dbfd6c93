import { randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/transaction';
import { createStaffRepository } from '../../repositories/staff';
import { hashSessionToken } from '../accounts/sessions';
import type { StaffActor } from './actor';

/**
 * Staff sessions (issue 26), made like shoppers' (`accounts/sessions.ts`):
 * the `tp_staff` cookie holds 32 random bytes, the table only their SHA-256.
 * Shorter-lived than a shopper's: a session lives 12 hours from its last use,
 * so a shop tablet left signed in overnight asks for the password in the
 * morning, while one in use all day never does. A pickup screen's session
 * (issue 28) may only read its shop's numbers, so it can live 30 days from
 * its last use: a screen switched off every night stays signed in.
 */
export const STAFF_COOKIE = 'tp_staff';
export const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const SCREEN_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const lifetimeOf = (screenShop: string | null): number =>
  screenShop === null ? STAFF_SESSION_LIFETIME_MS : SCREEN_SESSION_LIFETIME_MS;
/** The expiry moves at most this often: one write per ten minutes of use, not one per request. */
const SLIDE_AFTER_MS = 10 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface StartedStaffSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface FoundStaffSession {
  actor: StaffActor;
  expiresAt: Date;
  /** Whether this use moved the expiry forward (the cookie's Max-Age is then sent again). */
  slid: boolean;
}

/**
 * A new session of the staff member (a pickup screen's when `screenShop` is
 * given); the token goes to the cookie and nowhere else.
 */
export async function startStaffSession(
  db: Executor,
  staffId: string,
  now: Date,
  screenShop: string | null = null,
): Promise<StartedStaffSession> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + lifetimeOf(screenShop));
  await createStaffRepository(db).insertSession({
    id: sessionId,
    staffId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    kind: screenShop === null ? 'board' : 'screen',
    shopId: screenShop,
  });
  return { token, sessionId, expiresAt };
}

/**
 * The staff member of a live session token, sliding its expiry forward;
 * `null` for a missing, malformed, unknown, expired or revoked token, or a
 * disabled account. The actor's shops are read now, so a change of them
 * takes effect on the next request.
 */
export async function findStaffSession(
  db: Executor,
  token: string | undefined,
  now: Date,
): Promise<FoundStaffSession | null> {
  if (!token || !TOKEN.test(token)) return null;
  const repository = createStaffRepository(db);
  const session = await repository.findLiveSession(hashSessionToken(token), now);
  if (!session) return null;
  const shopIds = (await repository.shopsOf(session.staffId, session.role)).map((shop) => shop.id);
  const screenShop = session.kind === 'screen' ? session.shopId : null;
  const actor: StaffActor = {
    id: session.staffId,
    name: session.name,
    role: session.role,
    // A screen reads its own shop alone, and nothing once its staff member no longer works there.
    shopIds: screenShop === null ? shopIds : shopIds.filter((id) => id === screenShop),
    sessionId: session.sessionId,
    screenShop,
  };
  if (now.getTime() - session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + lifetimeOf(screenShop));
    await repository.slideSession(session.sessionId, now, expiresAt);
    return { actor, expiresAt, slid: true };
  }
  return { actor, expiresAt: session.expiresAt, slid: false };
}

/** Until when a session is live, by id; `null` once it is revoked, expired or its account disabled. */
export function staffSessionLiveUntil(db: Executor, sessionId: string, now: Date): Promise<Date | null> {
  return createStaffRepository(db).sessionLiveUntil(sessionId, now);
}

/** Ends one session (sign-out, a new sign-in on the same browser); a second call changes nothing. */
export function revokeStaffSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  return createStaffRepository(db).revokeSession(sessionId, now);
}
