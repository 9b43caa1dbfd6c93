import { randomUUID } from 'node:crypto';
import { users } from '../db/schema';
import { type Executor, withTransaction } from '../db/transaction';
import { SESSION_COOKIE, startSession } from '../services/accounts/sessions';
import { grantWelcomeBonus } from '../services/bonuses/welcome';
import { FIXED_NOW } from './clock';

export interface TestUser {
  id: string;
  /** The `cookie` header value of a signed-in browser (its session cookie). */
  cookie: string;
  sessionToken: string;
}

let serial = 0;

/**
 * A signed-up user with the welcome bonus and a live session, written
 * straight to the database: for tests of what a signed-in shopper does, not
 * of signing up. The password hash is no real hash, so nobody signs in with a password.
 */
export async function createTestUser(
  db: Executor,
  { now = FIXED_NOW, name = 'Алеся', phone, email }: { now?: Date; name?: string; phone?: string; email?: string } = {},
): Promise<TestUser> {
  serial += 1;
  const id = randomUUID();
  const session = await withTransaction(db, async (tx) => {
    await tx.insert(users).values({
      id,
      name,
      phone: phone ?? `+37529${String(1_000_000 + ((process.pid * 1000 + serial) % 8_999_999)).padStart(7, '0')}`,
      email: email ?? null,
      address: null,
      passwordHash: 'test-user-without-password',
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await grantWelcomeBonus(tx, id, now);
    return startSession(tx, id, now);
  });
  return { id, cookie: `${SESSION_COOKIE}=${session.token}`, sessionToken: session.token };
}

/** The origin the test app's `PUBLIC_URL` has by default: state-changing `/priapi` and `/api/auth` calls must come from it. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** Headers of a same-origin call from the user's signed-in browser. */
export const userHeaders = (user: Pick<TestUser, 'cookie'>): Record<string, string> => ({
  cookie: user.cookie,
  origin: TEST_ORIGIN,
});
