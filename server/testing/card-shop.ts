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
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const pair = await startSandboxPair({ now: clock });
  let testApp: TestApp | undefined;
  try {
    testApp = await createTestApp({
      kind,
      clock,
      gateway: gateway ? gateway(pair) : pair.gateway,
      env: { ...env, PUBLIC_URL: url },
      ...(userEvents ? { userEvents } : {}),
      ...(staffEvents ? { staffEvents } : {}),
    });
    await testApp.app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await testApp?.close();
    await pair.close();
    throw error;
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
