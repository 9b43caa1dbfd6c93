import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { demoAdminSignIn } from '../../server/db/seed/staff';
import { endpoints } from '../../src/domain/contract/endpoints';
import { RefundBody, type StaffOrder, StaffOrdersAnswer } from '../../src/domain/contract/staff';
import { isFinished, nextStage } from '../../src/domain/lifecycle/stages';
import { KOPECKS_PER_BYN, kopecks, minKopecks } from '../../src/domain/money';
import { type BoardState, createBoardState, startBoard } from '../../src/features/staff-board/staff-board.store';
import { connectStaffRealtime } from '../../src/platform/staff-realtime';
import type { Rng } from '../art/svg';
import { Browser, type ShopClient } from './client';
import type { RealtimeFront } from './realtime-front';

/*
 * The bakery's side: an admin who moves, cancels and refunds orders through
 * the staff API, and live boards — the app's own board logic (`startBoard`)
 * over a socket in namespace `/staff`, which refetches `since` its last event
 * number after every reconnection.
 */

class StatusError extends Error {
  constructor(readonly status: number) {
    super(`answered ${status}`);
  }
}

export async function signInStaff(client: ShopClient): Promise<Browser> {
  const browser = new Browser('10.254.0.1');
  const answer = await client.call(browser, 'staff:signin', endpoints.staffSignin, { body: demoAdminSignIn() });
  if (answer?.status !== 200) throw new Error(`the demo admin could not sign in: ${answer?.status}`);
  return browser;
}

export interface LiveBoard {
  shopId: string;
  /** Its socket's way to the nodes (as through the shop's proxy): which node it is on, and was. */
  front: RealtimeFront;
  state: BoardState;
  /** When each of its `since` reads (after a reconnection) was answered. */
  catchUps: number[];
  socket: () => Socket | undefined;
  connections: () => number;
  stop(): void;
}

export async function readBoard(client: ShopClient, browser: Browser, shop: string, since?: number) {
  const answer = await client.call(
    browser,
    since === undefined ? 'staff:board-read' : 'staff:board-catch-up',
    endpoints.staffOrders,
    {
      query: { shop, since },
    },
  );
  if (answer?.status !== 200) throw new StatusError(answer?.status ?? 0);
  return StaffOrdersAnswer.parse(answer.body);
}

export function startLiveBoard(client: ShopClient, browser: Browser, shopId: string, front: RealtimeFront): LiveBoard {
  const state = createBoardState();
  let socket: Socket | undefined;
  let connections = 0;
  const catchUps: number[] = [];
  const stop = startBoard(state, shopId, front.url, {
    orders: async (shop, since) => {
      const answer = await readBoard(client, browser, shop, since);
      if (since !== undefined) catchUps.push(Date.now());
      return answer;
    },
    // The app's own connection, with the staff cookie a browser would send.
    connect: async (options) =>
      connectStaffRealtime({
        ...options,
        cookie: browser.cookieHeader(),
        onConnected: () => {
          connections += 1;
          options.onConnected();
        },
        onSocket: (made) => {
          socket = made;
        },
      }),
    now: () => Date.now(),
    onSignedOut: () => {
      state.loadError = 'signed out';
    },
    isSignedOut: (error) => error instanceof StatusError && error.status === 401,
  });
  return { shopId, front, state, catchUps, socket: () => socket, connections: () => connections, stop };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REFUND_REASONS = ['Пирог подгорел', 'Не положили напиток', 'Опоздали с доставкой'];

/** One staff move on one of the shop's orders: the next stage mostly, sometimes cash, a cancel or a refund. */
async function moveOne(client: ShopClient, browser: Browser, rng: Rng, order: StaffOrder): Promise<void> {
  const params = { uid: order.uid };
  const roll = rng.next();
  if (roll < 0.08 && order.stage && !isFinished(order.stage)) {
    await client.call(browser, 'staff:cancel', endpoints.staffOrderCancel, {
      params,
      body: { reason: 'Покупатель передумал' },
    });
    return;
  }
  if (roll < 0.18 && (order.payment === 'paid' || order.payment === 'partially_refunded') && order.paid > 0) {
    // All that is left, or one rouble of it. The answer was decoded (kopecks); the body goes out as the wire has it.
    const amount = rng.chance(0.5) ? order.paid : minKopecks(order.paid, kopecks(KOPECKS_PER_BYN));
    await client.call(browser, 'staff:refund', endpoints.staffOrderRefund, {
      params,
      body: RefundBody.encode({ amount, reason: rng.pick(REFUND_REASONS) }),
      headers: { 'idempotency-key': randomBytes(18).toString('base64url') },
      retrySafe: true,
    });
    return;
  }
  if (order.paymentMethod === 'on_receipt' && order.payment === 'unpaid' && order.stage === 'ready') {
    await client.call(browser, 'staff:cash', endpoints.staffOrderCash, {
      params,
      body: { method: rng.chance(0.5) ? 'cash' : 'terminal' },
    });
    return;
  }
  const next = order.stage ? nextStage(order.deliveryMethod, order.stage) : null;
  if (!order.stage || !next) return;
  await client.call(browser, 'staff:stage', endpoints.staffOrderStage, {
    params,
    body: { from: order.stage, to: next },
  });
}

/** The admin at work until the run ends: reads a shop's orders and acts on one, over and over. */
export async function runStaff(
  client: ShopClient,
  browser: Browser,
  rng: Rng,
  shops: readonly string[],
  stopAt: number,
): Promise<void> {
  while (Date.now() < stopAt) {
    await sleep(rng.int(400, 1_200));
    const shop = rng.pick(shops);
    const answer = await client.call(browser, 'staff:list', endpoints.staffOrders, { query: { shop } });
    const parsed = StaffOrdersAnswer.safeParse(answer?.body);
    if (!parsed.success) continue;
    const open = parsed.data.orders.filter((order) => order.stage !== null && !isFinished(order.stage));
    const candidates = open.length ? open : parsed.data.orders;
    if (candidates.length) await moveOne(client, browser, rng, rng.pick(candidates));
  }
}
