/**
 * One client process of bench/sockets.ts: its share of the shoppers' tabs,
 * in a process of its own so that thousands of clients' parsing and pings
 * are not counted in the measured server's event loop (nor in the
 * orchestrator's, which times the pushes).
 *
 * Each shopper does what a signed-in tab of the app does: `GET
 * /priapi/user/logged` with its session cookie for a fresh identity token,
 * then a WebSocket-only socket.io connection to the realtime port with that
 * token in `auth` and the shop's cookies (the device cookie) in the handshake,
 * as the browser sends them. Every `order_{uid}` and `user_data_{id}` heard is
 * kept with its arrival time on the machine's wall clock (shared with the
 * orchestrator), and handed over only when asked, after the pushes.
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { DEVICE_COOKIE } from '../server/http/device';
import { SESSION_COOKIE } from '../server/services/accounts/sessions';
import { LoggedAnswer } from '../src/domain/contract/account';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';

export interface BenchShopper {
  userId: string;
  /** The `tp_session` cookie's value. */
  session: string;
  /** The `tp_device` cookie's value. */
  device: string;
}

export type ToClient =
  | { type: 'tokens'; shopUrl: string; shoppers: BenchShopper[]; concurrency: number }
  /** Connects the shoppers not connected yet: those of `users` only, when given. */
  | { type: 'connect'; realtimeUrl: string; concurrency: number; users?: string[] }
  | { type: 'report' }
  | { type: 'close' };

export type FromClient =
  | { type: 'tokens'; fetched: number; failures: string[] }
  | { type: 'connected'; connected: number; refused: string[] }
  | { type: 'report'; heard: [name: string, at: number][]; disconnects: number; connected: number };

const CONNECT_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 60_000;
/** At most this many refusals are sent back word for word; the rest are only counted. */
const KEPT_FAILURES = 5;

/** Milliseconds on the machine's clock, comparable between processes (unlike `performance.now()` alone). */
export const wallNow = (): number => performance.timeOrigin + performance.now();

const send = (message: FromClient): void => {
  process.send?.(message);
};

let shopUrl = '';
let shoppers: BenchShopper[] = [];
const tokens = new Map<string, string>();
const sockets: Socket[] = [];
const connectedUsers = new Set<string>();
const heard: [string, number][] = [];
let disconnects = 0;

/** Runs `work` over `items`, `concurrency` at a time. */
async function pooled<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

const cookieOf = (shopper: BenchShopper): string =>
  `${SESSION_COOKIE}=${shopper.session}; ${DEVICE_COOKIE}=${shopper.device}`;

async function fetchTokens(concurrency: number): Promise<void> {
  const failures: string[] = [];
  let failed = 0;
  await pooled(shoppers, concurrency, async (shopper) => {
    try {
      const response = await fetch(`${shopUrl}${buildPath(endpoints.userLogged)}`, {
        headers: { cookie: cookieOf(shopper), origin: shopUrl },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = LoggedAnswer.parse(await response.json());
      if (!answer.isLogged) throw new Error(`${shopper.userId} is not signed in`);
      tokens.set(shopper.userId, answer.token);
    } catch (error) {
      failed += 1;
      if (failures.length < KEPT_FAILURES) failures.push(String(error));
    }
  });
  if (failed > failures.length) failures.push(`… ${failed} in all`);
  send({ type: 'tokens', fetched: tokens.size, failures });
}

function connectOne(realtimeUrl: string, shopper: BenchShopper, token: string): Promise<void> {
  const socket = io(realtimeUrl, {
    transports: ['websocket'],
    forceNew: true,
    // A bench counts a dropped socket rather than hiding it behind a reconnection.
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
    auth: { token },
    extraHeaders: { cookie: cookieOf(shopper), origin: shopUrl },
  });
  // As the app's trackers do: every event is looked at, the order and account ones kept.
  socket.onAny((name: unknown) => {
    if (typeof name === 'string' && (name.startsWith('order_') || name.startsWith('user_data_'))) {
      heard.push([name, wallNow()]);
    }
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      sockets.push(socket);
      socket.on('disconnect', () => {
        disconnects += 1;
      });
      resolve();
    });
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function connectAll(realtimeUrl: string, concurrency: number, users: string[] | undefined): Promise<void> {
  const refused: string[] = [];
  let failed = 0;
  const only = users && new Set(users);
  const waiting = shoppers.filter(
    (shopper) => !connectedUsers.has(shopper.userId) && (!only || only.has(shopper.userId)),
  );
  await pooled(waiting, concurrency, async (shopper) => {
    const token = tokens.get(shopper.userId);
    if (!token) return;
    try {
      // Taken before the attempt: a refused shopper is not tried again by the next call.
      connectedUsers.add(shopper.userId);
      await connectOne(realtimeUrl, shopper, token);
    } catch (error) {
      failed += 1;
      if (refused.length < KEPT_FAILURES) refused.push(String(error));
    }
  });
  if (failed > refused.length) refused.push(`… ${failed} in all`);
  send({ type: 'connected', connected: sockets.length, refused });
}

process.on('message', (message: ToClient) => {
  if (message.type === 'tokens') {
    shopUrl = message.shopUrl;
    shoppers = message.shoppers;
    void fetchTokens(message.concurrency);
  } else if (message.type === 'connect') {
    void connectAll(message.realtimeUrl, message.concurrency, message.users);
  } else if (message.type === 'report') {
    send({ type: 'report', heard, disconnects, connected: sockets.filter((socket) => socket.connected).length });
  } else {
    for (const socket of sockets) socket.close();
    process.disconnect?.();
    // The sockets' timers and the IPC channel are gone: nothing keeps the process, but be sure.
    setTimeout(() => process.exit(0), 1_000).unref();
  }
});
