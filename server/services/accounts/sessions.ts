import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/transaction';
import { createUsersRepository } from '../../repositories/users';

/**
 * Sessions (issue 14): the cookie holds 32 random bytes; the database only
 * their SHA-256, so a leaked table signs no one in. A session lives 30 days
 * from its last use (sliding) and is revoked on logout and password change.
 */
export const SESSION_COOKIE = 'tp_session';
/** What a call that needs a live session answers without one. */
export const SIGN_IN_REQUIRED = 'Войдите в личный кабинет';
export const SESSION_LIFETIME_DAYS = 30;
const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** Moving the expiry on every request would write on every request; once an hour is enough for a 30-day window. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionUserRef {
  userId: string;
  sessionId: string;
  /** When the session ends unless used again. */
  expiresAt: Date;
  /** Whether this use moved the expiry forward (the cookie's Max-Age is then sent again). */
  slid: boolean;
}

export interface StartedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** A new session for the user; the token goes to the cookie and nowhere else. */
export async function startSession(db: Executor, userId: string, now: Date): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await createUsersRepository(db).insertSession({
    id: sessionId,
    userId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, sessionId, expiresAt };
}

/** The user of a live session token, sliding its expiry forward; `null` for an unknown, expired or revoked one. */
export async function findSession(db: Executor, token: string | undefined, now: Date): Promise<SessionUserRef | null> {
  if (!token || !TOKEN.test(token)) return null;
  const users = createUsersRepository(db);
  const row = await users.findLiveSession(hashSessionToken(token), now);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await users.slideSession(row.id, now, expiresAt);
    return { userId: row.userId, sessionId: row.id, expiresAt, slid: true };
  }
  return { userId: row.userId, sessionId: row.id, expiresAt: row.expiresAt, slid: false };
}

/**
 * Whether the session is still alive (not revoked, not expired) and the
 * user's: what an identity token handed to it is worth now. Read only, so the
 * many checks of a socket or a data fetch never move the session's expiry.
 */
export async function isSessionLive(db: Executor, sessionId: string, userId: string, now: Date): Promise<boolean> {
  return createUsersRepository(db).isSessionLive(sessionId, userId, now);
}

/** Ends one session (logout, rotation); a second call changes nothing. */
export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await createUsersRepository(db).revokeSession(sessionId, now);
}

/** Ends every session of the user (password change, recovery), optionally but one; answers the ended ones' ids. */
export async function revokeUserSessions(db: Executor, userId: string, now: Date, except?: string): Promise<string[]> {
  // One statement: a session started while this runs is either revoked with the rest or started after it.
  return createUsersRepository(db).revokeUserSessions(userId, now, except);
}
