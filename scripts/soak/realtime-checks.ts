import type pg from 'pg';
import { type CheckResult, orderVersions } from './checks';
import type { Browser, ShopClient } from './client';
import type { ShopperSocket } from './shopper-sockets';
import { type LiveBoard, readBoard } from './staff';

/*
 * The realtime half of the final checks: every socket is connected again
 * after the faults, and every live board holds what the database holds — the
 * newest version of each of its shop's orders.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkSocketsConnected(
  shopperSockets: ShopperSocket[],
  boards: LiveBoard[],
  timeoutMs: number,
): Promise<CheckResult> {
  const deadline = Date.now() + timeoutMs;
  const disconnected = () => [
    ...shopperSockets
      .filter((entry) => !entry.socket.connected)
      .map((entry) => `shopper socket on node ${entry.node} is not connected`),
    ...boards
      .filter((board) => !board.socket()?.connected)
      .map((board) => `board ${board.shopId} on node ${board.node} is not connected`),
  ];
  while (disconnected().length && Date.now() < deadline) await sleep(200);
  const connections = [
    ...shopperSockets.map((entry) => entry.connections),
    ...boards.map((board) => board.connections()),
  ];
  const reconnected = connections.filter((count) => count > 1).length;
  return {
    name: 'sockets reconnected',
    violations: disconnected(),
    note: `${connections.length} sockets, ${reconnected} of them reconnected at least once`,
  };
}

/** What one board lacks: orders the shop's fresh read or the database has newer than the board. */
async function boardDifferences(
  client: ShopClient,
  browser: Browser,
  database: pg.Client,
  board: LiveBoard,
): Promise<string[]> {
  const fresh = await readBoard(client, browser, board.shopId);
  const differences: string[] = [];
  for (const order of fresh.orders) {
    const held = board.state.orders[order.uid];
    if (!held) differences.push(`${board.shopId}: board lacks order ${order.uid} (version ${order.version})`);
    else if (held.version !== order.version) {
      differences.push(`${board.shopId}: order ${order.uid} at version ${held.version}, the shop has ${order.version}`);
    }
  }
  const held = Object.values(board.state.orders);
  const stored = await orderVersions(
    database,
    held.map((order) => order.uid),
  );
  for (const order of held) {
    const version = stored.get(order.uid);
    if (version !== order.version) {
      differences.push(`${board.shopId}: order ${order.uid} at version ${order.version}, the database has ${version}`);
    }
  }
  return differences;
}

/** Boards caught up: given a few seconds for events still on their way, each equals the database. */
export async function checkBoardsCaughtUp(
  client: ShopClient,
  browser: Browser,
  database: pg.Client,
  boards: LiveBoard[],
  timeoutMs: number,
): Promise<CheckResult> {
  const deadline = Date.now() + timeoutMs;
  let differences: string[] = [];
  for (;;) {
    differences = [];
    // One board at a time: the database client runs one query at a time.
    for (const board of boards) differences.push(...(await boardDifferences(client, browser, database, board)));
    if (differences.length === 0 || Date.now() > deadline) break;
    await sleep(1_000);
  }
  const orders = boards.reduce((sum, board) => sum + Object.keys(board.state.orders).length, 0);
  return {
    name: 'boards caught up (each board equals the database)',
    violations: differences,
    note: `${boards.length} boards holding ${orders} orders`,
  };
}
