import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_LENGTH } from '../../../src/domain/contract/account-phone';
import { type Executor, withTransaction } from '../../db/transaction';
import { createUsersRepository } from '../../repositories/users';
import { DomainError } from '../errors';
import type { Notifier } from '../notifier/notifier';
import type { SignedIn } from './auth';
import type { PasswordHasher } from './passwords';
import { revokeUserSessions, startSession } from './sessions';
import type { UserRow } from './users';

/*
 * Password recovery (issue 14): a random 6-digit code, stored hashed, valid
 * 15 minutes and for at most 5 tries, sent through the notifier; spending it
 * sets the new password, revokes every session and starts a new one. The
 * code in clear is only in the message: masked in the outbox once e-mailed,
 * and wiped from a message left in the outbox once it stops working (spent,
 * replaced or expired).
 */

export const RECOVERY_CODE_MINUTES = 15;
export const RECOVERY_MAX_TRIES = 5;
export const RECOVERY_TOPIC = 'recovery_code';
/** The same answer whether or not the login has an account. */
export const RECOVERY_SENT = `Если такой личный кабинет есть, мы отправили код для смены пароля на его e-mail или телефон. Код действует ${RECOVERY_CODE_MINUTES} минут`;
/** One message for a wrong, used, expired or exhausted code and for a login without an account. */
export const RECOVERY_CODE_REFUSED = 'Код неверный или больше не действует. Запросите новый код';

/** Keyed by the code's own row id, so equal codes of two rows never hash alike. */
const codeHash = (id: string, code: string): string => createHmac('sha256', id).update(code).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Where a code goes: the account's e-mail when it has one; otherwise its phone (the SMS stays in the outbox). */
function recipientOf(user: UserRow): { channel: 'email' | 'sms'; recipient: string } {
  return user.email ? { channel: 'email', recipient: user.email } : { channel: 'sms', recipient: user.phone };
}

/** Wipes from the outbox the codes that no longer work: the user's own (replaced or spent) and everyone's expired. */
async function forgetDeadCodes(notifier: Notifier, userId: string, now: Date): Promise<void> {
  await notifier.forget({ topic: RECOVERY_TOPIC, userId });
  await notifier.forget({
    topic: RECOVERY_TOPIC,
    createdBefore: new Date(now.getTime() - RECOVERY_CODE_MINUTES * 60_000),
  });
}

/** Makes a new code for the user (earlier ones stop working) and sends it. */
export async function sendRecoveryCode(db: Executor, notifier: Notifier, user: UserRow, now: Date): Promise<void> {
  const code = String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, '0');
  const id = randomUUID();
  await withTransaction(db, async (tx) => {
    const users = createUsersRepository(tx);
    await users.retireRecoveryCodes(user.id, now);
    await users.insertRecoveryCode({
      id,
      userId: user.id,
      codeHash: codeHash(id, code),
      attempts: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_MINUTES * 60_000),
    });
  });
  // The earlier codes stopped working above: their messages go before the new one is written.
  await forgetDeadCodes(notifier, user.id, now);
  await notifier.notify({
    ...recipientOf(user),
    topic: RECOVERY_TOPIC,
    subject: 'Код для смены пароля',
    body: `Код для смены пароля в «Тёплом пироге»: ${code}. Он действует ${RECOVERY_CODE_MINUTES} минут. Если вы не просили сменить пароль, ничего не делайте: пароль останется прежним.`,
    secret: code,
    userId: user.id,
  });
}

/**
 * Counts one try against the user's live code before comparing, in one
 * conditional update, so parallel guesses cannot exceed the tries; answers
 * the code's row id and hash, or `null` when there is no code left to try.
 */
async function takeTry(db: Executor, userId: string, now: Date): Promise<{ id: string; codeHash: string } | null> {
  const users = createUsersRepository(db);
  const latest = await users.latestLiveRecoveryCode(userId, now);
  if (!latest) return null;
  return users.countRecoveryTry(latest, now, RECOVERY_MAX_TRIES);
}

/**
 * Spends the code and sets the new password: the code is spent by one
 * conditional update inside the transaction, so of two parallel confirms
 * with the right code only one changes the password.
 */
export async function confirmRecovery(
  db: Executor,
  { hasher, notifier }: { hasher: PasswordHasher; notifier: Notifier },
  user: UserRow | null,
  { code, password }: { code: string; password: string },
  now: Date,
): Promise<SignedIn & { endedSessions: string[] }> {
  const tried = user ? await takeTry(db, user.id, now) : null;
  if (!user || !tried || !sameHash(tried.codeHash, codeHash(tried.id, code))) {
    throw new DomainError('invalid', RECOVERY_CODE_REFUSED);
  }
  const passwordHash = await hasher.hash(password);
  const { session, endedSessions } = await withTransaction(db, async (tx) => {
    const users = createUsersRepository(tx);
    if (!(await users.spendRecoveryCode(tried.id, now))) throw new DomainError('invalid', RECOVERY_CODE_REFUSED);
    await users.setPassword(user.id, passwordHash, now);
    const ended = await revokeUserSessions(tx, user.id, now);
    return { session: await startSession(tx, user.id, now), endedSessions: ended };
  });
  // Spent: the message carrying it has nothing left to deliver.
  await forgetDeadCodes(notifier, user.id, now);
  return { userId: user.id, session, endedSessions };
}
