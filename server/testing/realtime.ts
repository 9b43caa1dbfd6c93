import { randomBytes } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { Clock } from '../../src/domain/time';
import { TEST_SHOP_IDENTITY_SECRET } from '../../tests/support/shop-env';
import { createRealtimeServer, type RealtimeServer } from '../realtime/server';
import { signIdentityToken } from '../services/accounts/identity-token';
import { TEST_ORIGIN, type TestUser } from './accounts';
import { FIXED_NOW, fixedClock } from './clock';
import type { TestDatabase } from './database';

/** The secret the realtime tests sign with, the same the shops started for tests get as `IDENTITY_SECRET`. */
export const TEST_IDENTITY_SECRET = TEST_SHOP_IDENTITY_SECRET;

export const silentLog = { warn: () => {}, error: () => {} };

export interface TestRealtime {
  server: RealtimeServer;
  url: string;
  close(): Promise<void>;
}

/** The realtime server over a test database on a free port, `PUBLIC_URL` = `TEST_ORIGIN`, clock fixed. */
export async function startTestRealtime(
  database: TestDatabase,
  { clock = fixedClock, coalesceMs = 10 }: { clock?: Clock; coalesceMs?: number } = {},
): Promise<TestRealtime> {
  const server = createRealtimeServer({
    publicUrl: TEST_ORIGIN,
    secret: TEST_IDENTITY_SECRET,
    db: database.db,
    clock,
    log: silentLog,
    coalesceMs,
  });
  const port = await server.listen(0, '127.0.0.1');
  return { server, url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** A valid identity token for the user's session at `now` (the fixed clock's instant by default). */
export const tokenFor = (user: Pick<TestUser, 'id' | 'sessionId'>, now: Date = FIXED_NOW): string =>
  signIdentityToken(TEST_IDENTITY_SECRET, { userId: user.id, sessionId: user.sessionId }, now).token;

export type SocketOutcome = { socket: Socket; error?: Error & { data?: { code?: string } } };

/**
 * A raw socket.io client (not the app's module) that connects once, without
 * reconnecting unless asked; resolves on `connect` or `connect_error`.
 */
export function openSocket(url: string, options: Partial<ManagerOptions & SocketOptions> = {}): Promise<SocketOutcome> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, ...options });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ socket, error });
    });
  });
}

/** Resolves with the next `name` event's payload on `socket`, or rejects after `timeoutMs`. */
export function nextEvent(socket: Socket, name: string, timeoutMs = 5_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(name, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Whether something accepts TCP connections at `url`'s host and port (within a second). */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connectTcp({ host: hostname, port: Number(port) });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The Redis the tests may use (`TEST_REDIS_URL`, else the one every developer's machine and CI run). */
export const testRedisUrl = (): string => process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test file, so parallel runs on one Redis never share a key. */
export const testRedisPrefix = (): string => `tp-test:${randomBytes(6).toString('hex')}:`;

/**
 * `undefined` when `url` is reachable; otherwise why the test is skipped. In CI
 * (which runs Redis and PostgreSQL) an unreachable service fails the run instead.
 */
export async function unreachableReason(what: string, url: string): Promise<string | undefined> {
  if (await reachable(url)) return undefined;
  const reason = `${what} is not reachable at ${new URL(url).host}`;
  if (process.env.CI) throw new Error(`${reason}, and CI must have it`);
  return reason;
}
