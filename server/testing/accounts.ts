import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseKind } from '../db/client';
import { notificationOutbox, users } from '../db/schema';
import { type Executor, withTransaction } from '../db/transaction';
import { createRecordingUserEvents, type RecordingUserEvents } from '../realtime/user-events';
import { createPasswordHasher, TEST_SCRYPT_COST } from '../services/accounts/passwords';
import { RECOVERY_TOPIC } from '../services/accounts/recovery';
import { SESSION_COOKIE, startSession } from '../services/accounts/sessions';
import { grantWelcomeBonus } from '../services/bonuses/welcome';
import type { MessageSenders } from '../services/notifier/sender';
import type { TestApp } from './app';
import { FIXED_NOW, fixedClock } from './clock';
import { createTestDatabase } from './database';
import { TEST_ORIGIN } from './http';

export interface TestUser {
  id: string;
  /** The `cookie` header value of a signed-in browser (its session cookie). */
  cookie: string;
  sessionToken: string;
  /** The session's id: what the identity tokens handed to this browser name. */
  sessionId: string;
}

let serial = 0;
const testHasher = createPasswordHasher(TEST_SCRYPT_COST);

/**
 * A signed-up user with the welcome bonus and a live session, written
 * straight to the database: for tests of what a signed-in shopper does, not
 * of signing up. Without `password` the hash is no real hash, so nobody signs in with a password.
 */
export async function createTestUser(
  db: Executor,
  {
    now = FIXED_NOW,
    name = 'Алеся',
    phone,
    email,
    password,
  }: { now?: Date; name?: string; phone?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  serial += 1;
  const id = randomUUID();
  // Hashed at the test apps' cost, so the user can sign in with it.
  const passwordHash = password ? await testHasher.hash(password) : 'test-user-without-password';
  const session = await withTransaction(db, async (tx) => {
    await tx.insert(users).values({
      id,
      name,
      phone: phone ?? `+37529${String(1_000_000 + ((process.pid * 1000 + serial) % 8_999_999)).padStart(7, '0')}`,
      email: email ?? null,
      address: null,
      passwordHash,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await grantWelcomeBonus(tx, id, now);
    return startSession(tx, id, now);
  });
  return {
    id,
    cookie: `${SESSION_COOKIE}=${session.token}`,
    sessionToken: session.token,
    sessionId: session.sessionId,
  };
}

let clientSerial = 0;
/** A client address no other test of this process used, so one test's tries never count against another's limits. */
export function freshClientIp(): string {
  clientSerial += 1;
  return `10.${(process.pid >> 8) & 255}.${Math.floor(clientSerial / 250)}.${(clientSerial % 250) + 1}`;
}

export { TEST_ORIGIN } from './http';

/** Headers of a same-origin call from the user's signed-in browser (a shop listening elsewhere passes its own origin). */
export const userHeaders = (user: Pick<TestUser, 'cookie'>, origin: string = TEST_ORIGIN): Record<string, string> => ({
  cookie: user.cookie,
  origin,
});

/** The cookie header value that carries the session token of a `set-cookie` answer, or `null` when none was set. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((each) => each.name === SESSION_COOKIE);
  return cookie?.value ? `${SESSION_COOKIE}=${cookie.value}` : null;
}

/**
 * The latest recovery code sent to `recipient` (an e-mail or an E.164 phone), read from the
 * notifier's outbox as a developer would read it from the log; `null` when none was sent.
 */
export async function latestRecoveryCode(db: Executor, recipient: string): Promise<string | null> {
  const [row] = await db
    .select({ body: notificationOutbox.body })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, recipient), eq(notificationOutbox.topic, RECOVERY_TOPIC)))
    .orderBy(desc(notificationOutbox.id))
    .limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
}

export interface AccountsTestApp extends TestApp {
  /** Who the app told about profile and points changes. */
  userEvents: RecordingUserEvents;
}

/**
 * The API over a throwaway seeded database like `createTestApp`, with the
 * user events recorded where a test can read them and optional message transports.
 */
export async function createAccountsTestApp(
  options: { kind?: DatabaseKind; senders?: MessageSenders; env?: Record<string, string> } = {},
): Promise<AccountsTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-accounts-'));
  const database = await createTestDatabase(options.kind ? { kind: options.kind } : {});
  const userEvents = createRecordingUserEvents();
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
    const app = await buildApp({
      config,
      database,
      pages: 'none',
      clock: fixedClock,
      reconcile: false,
      userEvents,
      ...(options.senders ? { senders: options.senders } : {}),
    });
    await app.ready();
    return {
      app,
      database,
      userEvents,
      async close() {
        try {
          await app.close();
        } finally {
          await database.close();
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
