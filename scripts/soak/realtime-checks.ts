import type pg from 'pg';
import { type CheckResult, orderVersions } from './checks';
import type { Browser, ShopClient } from './client';
import type { FrontConnection, RealtimeFront } from './realtime-front';
import type { ShopperSocket } from './shopper-sockets';
import { type LiveBoard, readBoard } from './staff';

/*
 * The realtime half of the final checks: every socket is connected again
 * after the faults, each one the killed node took down went to another node,
 * and every live board holds what the database holds — the newest version
 * of each of its shop's orders — having read what it missed after moving.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The node the fault step killed, and when. */
export interface Kill {
  node: number;
  at: number;
}

/** How long after the kill the node's connections count as cut off by it (the kernel closes them at once). */
const CUT_WINDOW_MS = 5_000;

/** The connection of this front the kill cut off, and the one that replaced it, if any. */
export function movedByKill(
  front: Pick<RealtimeFront, 'connections'>,
  kill: Kill,
): { cut: FrontConnection; next: FrontConnection | undefined } | undefined {
  const cut = front.connections.find(
    (connection) =>
      connection.node === kill.node &&
      connection.cutAt !== undefined &&
      connection.cutAt >= kill.at &&
      connection.cutAt <= kill.at + CUT_WINDOW_MS,
  );
  if (!cut?.cutAt) return undefined;
  const cutAt = cut.cutAt;
  return { cut, next: front.connections.find((connection) => connection.openedAt >= cutAt) };
}

interface Watched {
  label: string;
  front: RealtimeFront;
  connected: () => boolean;
  connections: () => number;
}

export async function checkSocketsConnected(
  shopperSockets: ShopperSocket[],
  boards: LiveBoard[],
  kill: Kill | undefined,
  timeoutMs: number,
): Promise<CheckResult> {
  const watched: Watched[] = [
    ...shopperSockets.map((entry, index) => ({
      label: `shopper socket ${index + 1}`,
      front: entry.front,
      connected: () => entry.socket.connected,
      connections: () => entry.connections,
    })),
    ...boards.map((board) => ({
      label: `board ${board.shopId}`,
      front: board.front,
      connected: () => board.socket()?.connected === true,
      connections: board.connections,
    })),
  ];
  const deadline = Date.now() + timeoutMs;
  const disconnected = () => watched.filter((each) => !each.connected());
  while (disconnected().length && Date.now() < deadline) await sleep(200);
  const violations = disconnected().map(
    (each) => `${each.label} is not connected (last on node ${each.front.connections.at(-1)?.node ?? 'none'})`,
  );
  const moves: string[] = [];
  if (kill) {
    for (const each of watched) {
      const moved = movedByKill(each.front, kill);
      if (!moved) continue;
      if (!moved.next)
        violations.push(`${each.label} was cut off by the kill of node ${kill.node} and never came back`);
      else if (moved.next.node === kill.node) {
        violations.push(`${each.label} came back to the killed node ${kill.node} instead of a running one`);
      } else moves.push(`${kill.node}→${moved.next.node} in ${moved.next.openedAt - (moved.cut.cutAt ?? 0)} ms`);
    }
    if (moves.length === 0 && violations.length === 0) {
      violations.push(`no socket was on node ${kill.node} when it was killed: moving sockets went untested`);
    }
  }
  const reconnected = watched.filter((each) => each.connections() > 1).length;
  return {
    name: 'sockets reconnected (those of the killed node to another node)',
    violations,
    note: `${watched.length} sockets, ${reconnected} reconnected at least once; moved by the kill: ${moves.join(', ') || 'none'}`,
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
    if (!held) {
      const [event] = (
        await database.query<{ seq: string; at: Date; kind: string }>(
          'select seq, at, kind from order_events where order_uid = $1 order by seq desc limit 1',
          [order.uid],
        )
      ).rows;
      const when = event ? `event ${event.seq} ${event.kind} at ${event.at.toISOString()}` : 'no event';
      differences.push(
        `${board.shopId}: board lacks order ${order.uid} (version ${order.version}, ${when}; the board is at ${board.state.seq})`,
      );
    } else if (held.version !== order.version) {
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
  kill: Kill | undefined,
  timeoutMs: number,
): Promise<CheckResult> {
  // A board the kill moved read what it missed (`since`) once its new connection was up.
  const missedCatchUp: string[] = [];
  let moved = 0;
  for (const board of boards) {
    const next = kill ? movedByKill(board.front, kill)?.next : undefined;
    if (!next) continue;
    moved += 1;
    if (!board.catchUps.some((at) => at >= next.openedAt)) {
      missedCatchUp.push(`${board.shopId}: no catch-up read after it moved to node ${next.node}`);
    }
  }
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
    violations: [...missedCatchUp, ...differences],
    note: `${boards.length} boards holding ${orders} orders; ${moved} moved by the kill`,
  };
}
