import { randomUUID } from 'node:crypto';
import { compactAddress, isBlankAddress } from '../../../src/domain/address-draft';
import type { SignupBody, UpdateDataBody } from '../../../src/domain/contract/account-phone';
import { type Executor, withTransaction } from '../../db/transaction';
import { createUsersRepository } from '../../repositories/users';
import { grantWelcomeBonus } from '../bonuses/welcome';
import { DomainError } from '../errors';
import type { PasswordHasher } from './passwords';
import { revokeSession, revokeUserSessions, SIGN_IN_REQUIRED, type StartedSession, startSession } from './sessions';
import { findUserById, findUserByLogin, type Login, loginKey, takenField, type UserRow } from './users';

/*
 * Sign-up, sign-in, profile and password changes (issue 14). HTTP (cookies,
 * rate limits) stays in the routes; these run the database work and say what
 * went wrong with a Russian `DomainError`.
 */

export const PHONE_TAKEN = 'Этот телефон уже зарегистрирован. Войдите или восстановите пароль';
export const EMAIL_TAKEN = 'Этот e-mail уже зарегистрирован. Войдите или восстановите пароль';
export const PHONE_OF_ANOTHER = 'Этот телефон уже привязан к другому личному кабинету';
export const EMAIL_OF_ANOTHER = 'Этот e-mail уже привязан к другому личному кабинету';
/** One message for an unknown login and a wrong password, so the answer never tells which accounts exist. */
export const SIGNIN_FAILED = 'Неверный телефон, e-mail или пароль';
export const WRONG_CURRENT_PASSWORD = 'Текущий пароль указан неверно';

function conflict(error: unknown, messages: { phone: string; email: string }): DomainError | null {
  const field = takenField(error);
  return field ? new DomainError('conflict', messages[field]) : null;
}

export interface SignedIn {
  userId: string;
  session: StartedSession;
}

/**
 * A new account: the user, the welcome bonus and the first session in one
 * transaction. Taken phone or e-mail → 409, also when a parallel sign-up wins
 * the race between the check and the insert (the unique index decides).
 */
export async function signUp(
  db: Executor,
  hasher: PasswordHasher,
  body: SignupBody,
  now: Date,
  replacedSession: string | null,
): Promise<SignedIn> {
  // The cheap check first, so a taken phone costs no hashing; the unique indexes are the real guard.
  if (await findUserByLogin(db, { phone: body.phone })) throw new DomainError('conflict', PHONE_TAKEN);
  if (body.email && (await findUserByLogin(db, { email: body.email }))) throw new DomainError('conflict', EMAIL_TAKEN);
  const passwordHash = await hasher.hash(body.password);
  const userId = randomUUID();
  try {
    const session = await withTransaction(db, async (tx) => {
      await createUsersRepository(tx).insert({
        id: userId,
        name: body.name,
        phone: body.phone,
        email: body.email ?? null,
        address: null,
        passwordHash,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await grantWelcomeBonus(tx, userId, now);
      if (replacedSession) await revokeSession(tx, replacedSession, now);
      return startSession(tx, userId, now);
    });
    return { userId, session };
  } catch (error) {
    throw conflict(error, { phone: PHONE_TAKEN, email: EMAIL_TAKEN }) ?? error;
  }
}

/**
 * Checks login and password; the same failure for both, and for an unknown
 * login the same scrypt work as for a known one. A success rotates the
 * session: the one the browser had (if any) is revoked, a new one started.
 */
export async function signIn(
  db: Executor,
  hasher: PasswordHasher,
  { user, password }: { user: UserRow | null; password: string },
  now: Date,
  replacedSession: string | null,
): Promise<SignedIn> {
  const valid = user ? await hasher.verify(password, user.passwordHash) : await hasher.verifyNothing(password);
  if (!user || !valid) throw new DomainError('unauthorized', SIGNIN_FAILED);
  const session = await withTransaction(db, async (tx) => {
    if (replacedSession) await revokeSession(tx, replacedSession, now);
    return startSession(tx, user.id, now);
  });
  return { userId: user.id, session };
}

/**
 * The key a sign-in attempt or password check is counted under: the user when the login names one
 * (so phone and e-mail share one budget), else the login itself.
 */
export const attemptKey = (user: Pick<UserRow, 'id'> | null, login: Login): string =>
  user ? userAttemptKey(user.id) : loginKey(login);

export const userAttemptKey = (userId: string): string => `user:${userId}`;

/** Name, phone, e-mail and address of the user; a phone or e-mail of another account → 409. */
export async function updateProfile(db: Executor, userId: string, body: UpdateDataBody, now: Date): Promise<void> {
  // All parts blank is no address: it clears the one saved.
  const address = body.address && !isBlankAddress(body.address) ? compactAddress(body.address) : null;
  try {
    const updated = await createUsersRepository(db).updateProfile(
      userId,
      { name: body.name, phone: body.phone, email: body.email ?? null, address },
      now,
    );
    if (!updated) throw new DomainError('unauthorized', SIGN_IN_REQUIRED);
  } catch (error) {
    throw conflict(error, { phone: PHONE_OF_ANOTHER, email: EMAIL_OF_ANOTHER }) ?? error;
  }
}

/**
 * A new password after the current one is checked (403 when wrong); every
 * other session of the user is revoked, the one making the change is kept.
 */
export async function changePassword(
  db: Executor,
  hasher: PasswordHasher,
  { userId, sessionId }: { userId: string; sessionId: string },
  { currentPassword, password }: { currentPassword: string; password: string },
  now: Date,
): Promise<string[]> {
  const user = await findUserById(db, userId);
  if (!user || !(await hasher.verify(currentPassword, user.passwordHash))) {
    throw new DomainError('forbidden', WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hasher.hash(password);
  return withTransaction(db, async (tx) => {
    await createUsersRepository(tx).setPassword(userId, passwordHash, now);
    return revokeUserSessions(tx, userId, now, sessionId);
  });
}
