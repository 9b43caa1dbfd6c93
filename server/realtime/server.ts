import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { STAFF_NAMESPACE, socketEvents } from '../../src/domain/contract/socket-events';
import { type Clock, systemClock } from '../../src/domain/time';
import type { Database } from '../db/client';
import { isSessionLive } from '../services/accounts/sessions';
import { identityHandshake, type RealtimeSocketData, sameOriginOnly, sessionRoom } from './handshake';
import { createPushingOrderEvents, deviceRoom, type OrderEvents } from './order-events';
import { createPushingUserEvents, type PushingUserEvents } from './push';
import type { RealtimeRedis } from './redis-adapter';
import { createPushingStaffEvents, type StaffEvents } from './staff-events';
import { installStaffNamespace } from './staff-namespace';

/** How long a dropped connection's missed pushes are kept for it (connection state recovery). */
export const RECOVERY_WINDOW_MS = 2 * 60_000;
// setTimeout's ceiling; a token never lives this long, but a clock far behind could ask for it.
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RealtimeServerOptions {
  /** `PUBLIC_URL`: the only origin whose pages may connect. */
  publicUrl: string;
  /** The identity tokens' secret (`loadIdentitySecret`). */
  secret: string;
  db: Database;
  clock?: Clock;
  log: { warn: (details: object, message: string) => void };
  /** With `REDIS_URL`: the adapter that carries pushes between server processes. */
  redis?: RealtimeRedis;
  coalesceMs?: number;
}

export interface RealtimeServer {
  /** Pass to `buildApp` as `userEvents`: every ledger or profile change is pushed through it. */
  userEvents: PushingUserEvents;
  /** Pass to `buildApp` as `staffEvents`: order changes to the shops' staff sockets, sign-outs end sockets. */
  staffEvents: StaffEvents;
  /** Pass to `buildApp` as `orderEvents`: an order's stage and money to the device that placed it and its owner. */
  orderEvents: OrderEvents;
  io: Server<
    Record<string, never>,
    Record<string, (payload: unknown) => void>,
    Record<string, never>,
    RealtimeSocketData
  >;
  /** Starts listening; resolves with the bound port (0 picks a free one). */
  listen(port: number, host: string): Promise<number>;
  /**
   * The start of a drain: refuses new connections and closes every client's
   * transport. Clients see `transport close`, which socket.io-client answers
   * by reconnecting on its own (a server-side `disconnect()` would not: after
   * `io server disconnect` it waits to be told), so behind one address they
   * land on another node. The Redis adapter stays until `close`: pushes of
   * requests still in flight reach sockets on the other nodes.
   */
  drain(): void;
  /** Ends every socket, drops pending pushes, closes the HTTP server and the Redis adapter. */
  close(): Promise<void>;
}

/**
 * The realtime server of SPEC §7 on its own HTTP server and port
 * (`REALTIME_PORT`, 6002): signed-in shoppers' tabs connect with their
 * identity token and hear only their own `user_data_{id}`; a device hears
 * `order_{uid}` of the orders it placed; staff connect to namespace `/staff`
 * with their session cookie and hear their shops' `staff_orders_{shopId}`.
 */
export function createRealtimeServer({
  publicUrl,
  secret,
  db,
  clock = systemClock,
  log,
  redis,
  coalesceMs,
}: RealtimeServerOptions): RealtimeServer {
  const origin = new URL(publicUrl).origin;
  const http: HttpServer = createServer();
  const io: RealtimeServer['io'] = new Server(http, {
    serveClient: false,
    cors: { origin, methods: ['GET', 'POST'] },
    allowRequest: sameOriginOnly(origin),
    // Clients only listen: nothing they send needs more than a small frame.
    maxHttpBufferSize: 16 * 1024,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  io.use(identityHandshake(secret, clock, db));
  io.on('connection', (socket) => {
    const { userId, sessionId, deviceId, tokenExpiresAt } = socket.data;
    // A recovered socket is back in its rooms already; joining again is harmless.
    if (deviceId) void socket.join(deviceRoom(deviceId));
    if (!userId || !sessionId || tokenExpiresAt === null) return; // a device's socket: no account, nothing expires
    void socket.join([socketEvents.userData.room(userId), sessionRoom(sessionId)]);
    // A recovered socket skipped the handshake: if its session ended while it was away (a sign-out's
    // disconnect could not reach it then), it goes now.
    if (socket.recovered) {
      isSessionLive(db, sessionId, userId, clock()).then(
        (live) => {
          if (!live) socket.disconnect(true);
        },
        (error: unknown) => log.warn({ err: error, userId }, 'realtime session check of a recovered socket failed'),
      );
    }
    // The socket lives no longer than its token, and a sign-out (or a password change, a recovery)
    // ends it at once through its session's room. The app reconnects with a fresh token (and re-reads
    // the user data, since an ended socket is not recovered).
    const remaining = tokenExpiresAt - clock().getTime();
    if (remaining <= 0) {
      socket.disconnect(true);
      return;
    }
    const expiry = setTimeout(() => socket.disconnect(true), Math.min(remaining, MAX_TIMER_MS));
    socket.once('disconnect', () => clearTimeout(expiry));
  });

  const userEvents = createPushingUserEvents({ io, db, clock, log, coalesceMs });
  const staffNamespace = io.of(STAFF_NAMESPACE);
  installStaffNamespace(staffNamespace, { db, clock, log });

  return {
    userEvents,
    staffEvents: createPushingStaffEvents({ namespace: staffNamespace, log }),
    orderEvents: createPushingOrderEvents({ io, log }),
    io,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => {
          http.off('error', reject);
          resolve((http.address() as AddressInfo).port);
        });
      });
    },
    drain() {
      http.close();
      io.engine.close();
    },
    async close() {
      userEvents.close();
      await userEvents.settled();
      await io.close();
      await redis?.close();
    },
  };
}
