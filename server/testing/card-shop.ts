import { createServer } from 'node:net';
import type { OrderStatus } from '../../src/domain/contract/checkout';
import type { DatabaseKind } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';
import type { StaffEvents } from '../realtime/staff-events';
import type { UserEvents } from '../realtime/user-events';
import { createOrdersRepository, type OrderRow } from '../repositories/orders';
import { createTestApp, type TestApp } from './app';
import { FIXED_NOW } from './clock';
import { type SandboxPair, startSandboxPair } from './payments';

/*
 * The shop listening on a real port with the sandbox card gateway beside it,
 * as `npm start` runs them: the bank's page, its redirects and its signed
 * webhooks all go over HTTP. Both share one clock the test moves.
 */

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Ports tried before giving up when the chosen one is taken by the time the shop listens. */
const PORT_ATTEMPTS = 5;

export interface CardShop {
  testApp: TestApp;
  pair: SandboxPair;
  /** The shop's origin (`PUBLIC_URL`). */
  url: string;
  /** The instant both the shop and the sandbox believe it is. */
  now(): Date;
  setNow(instant: Date): void;
  /** The order as stored now. */
  order(uid: string): Promise<OrderRow>;
  /** Waits (real time) until the order reaches `status`, e.g. after a webhook. */
  waitForStatus(uid: string, status: OrderStatus, timeoutMs?: number): Promise<OrderRow>;
  close(): Promise<void>;
}

export interface CardShopOptions {
  kind: DatabaseKind;
  /** Another gateway for the shop instead of the sandbox's adapter (e.g. one pointed at a closed port). */
  gateway?: (pair: SandboxPair) => PaymentGateway;
  /** Who is told of users' changes (a recording one, to check who was told). */
  userEvents?: UserEvents;
  /** Who is told of shops' order changes (a recording one, to check the boards hear them). */
  staffEvents?: StaffEvents;
  /** More environment for the shop's configuration (e.g. `METRICS_TOKEN`). */
  env?: Record<string, string>;
}

export async function startCardShop({
  kind,
  gateway,
  userEvents,
  staffEvents,
  env,
}: CardShopOptions): Promise<CardShop> {
  let instant = FIXED_NOW.getTime();
  const clock = () => new Date(instant);
  const pair = await startSandboxPair({ now: clock });
  let url = '';
  let testApp: TestApp | undefined;
  // The port is chosen before the app that must know its own origin is built, and another process may take it in
  // between (the suite runs files in parallel, each binding ports of its own): then another port is chosen.
  for (let attempt = 1; !testApp; attempt += 1) {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    let app: TestApp | undefined;
    try {
      app = await createTestApp({
        kind,
        clock,
        gateway: gateway ? gateway(pair) : pair.gateway,
        env: { ...env, PUBLIC_URL: url },
        ...(userEvents ? { userEvents } : {}),
        ...(staffEvents ? { staffEvents } : {}),
      });
      await app.app.listen({ host: '127.0.0.1', port });
      testApp = app;
    } catch (error) {
      await app?.close();
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || attempt >= PORT_ATTEMPTS) {
        await pair.close();
        throw error;
      }
    }
  }
  const opened = testApp;
  const order = async (uid: string) => {
    const row = await createOrdersRepository(opened.database.db).find(uid);
    if (!row) throw new Error(`no order ${uid}`);
    return row;
  };
  return {
    testApp: opened,
    pair,
    url,
    now: clock,
    setNow: (next) => {
      instant = next.getTime();
    },
    order,
    async waitForStatus(uid, status, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await order(uid);
        if (row.status === status) return row;
        if (Date.now() > deadline) throw new Error(`order ${uid} is ${row.status}, expected ${status}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      try {
        await pair.sandbox.whenIdle();
        await opened.close();
      } finally {
        await pair.close();
      }
    },
  };
}
