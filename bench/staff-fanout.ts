/**
 * Event fan-out to the staff's boards (issue 26): `SOCKETS` socket.io clients
 * in namespace `/staff` with one admin session, as that many tablets, and
 * orders moved one at a time; each delivery is the time from sending
 * `POST /api/staff/orders/:uid/stage` to one socket hearing the move's
 * `staff_orders_{shopId}` (the order's uid and the answer's `seq`); and per
 * move, the time until the last of them heard it (every board up to date).
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { STAFF_NAMESPACE, socketEvents } from '../src/domain/contract/socket-events';
import { StaffOrderAnswer } from '../src/domain/contract/staff';
import { percentile } from './table';

export const SOCKETS = 50;
const CONNECT_TIMEOUT_MS = 15_000;
/** After the move's answer: a delivery later than this counts as missed. */
const DELIVERY_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

export interface FanoutResult {
  moves: number;
  /** Deliveries heard (at most `moves × SOCKETS`). */
  deliveries: number;
  missed: number;
  p50Ms: number;
  p99Ms: number;
  /** Per move, from the request to the last of the `SOCKETS` boards hearing it (moves heard by all only). */
  allP50Ms: number;
  allP99Ms: number;
}

export interface FanoutTarget {
  /** The shop's site, `PUBLIC_URL`: the `Origin` of every call and handshake. */
  url: string;
  realtimeUrl: string;
  /** `tp_staff=…` of a staff member of `shopId`. */
  cookie: string;
  shopId: string;
  /** Orders of `shopId` at stage `accepted`, each moved once to `baking`. */
  uids: readonly string[];
}

function connectBoard(target: FanoutTarget): Promise<Socket> {
  const socket = io(`${target.realtimeUrl}${STAFF_NAMESPACE}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
    extraHeaders: { cookie: target.cookie, origin: target.url },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Error(`a /staff socket was refused: ${error.message}`));
    });
  });
}

export async function measureFanout(target: FanoutTarget): Promise<FanoutResult> {
  const eventName = socketEvents.staffOrders.name(target.shopId);
  /** Arrival times by `uid#seq`, and the move waiting for all of its deliveries. */
  const arrivals = new Map<string, number[]>();
  let waiting: { key: string; done: () => void } | null = null;
  const sockets: Socket[] = [];
  try {
    const opened = await Promise.allSettled(Array.from({ length: SOCKETS }, () => connectBoard(target)));
    for (const outcome of opened) if (outcome.status === 'fulfilled') sockets.push(outcome.value);
    const refused = opened.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
    for (const socket of sockets) {
      socket.on(eventName, (payload: { seq?: number; order?: { uid?: string } }) => {
        const at = performance.now();
        const key = `${payload.order?.uid}#${payload.seq}`;
        const times = arrivals.get(key) ?? [];
        times.push(at);
        arrivals.set(key, times);
        if (waiting?.key === key && times.length >= SOCKETS) waiting.done();
      });
    }

    const latencies: number[] = [];
    const untilAll: number[] = [];
    let missed = 0;
    for (const uid of target.uids) {
      const sentAt = performance.now();
      const response = await fetch(`${target.url}${buildPath(endpoints.staffOrderStage, { uid })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: target.cookie, origin: target.url },
        body: JSON.stringify({ from: 'accepted', to: 'baking' }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`moving ${uid} answered ${response.status}: ${await response.text()}`);
      const { order } = StaffOrderAnswer.parse(await response.json());
      const key = `${uid}#${order.seq}`;
      // The event may come before the answer: the service publishes before the route replies.
      if ((arrivals.get(key)?.length ?? 0) < SOCKETS) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
          waiting = {
            key,
            done: () => {
              clearTimeout(timer);
              resolve();
            },
          };
        });
        waiting = null;
      }
      const times = arrivals.get(key) ?? [];
      for (const at of times) latencies.push(at - sentAt);
      if (times.length >= SOCKETS) untilAll.push(Math.max(...times) - sentAt);
      missed += Math.max(0, SOCKETS - times.length);
    }
    return {
      moves: target.uids.length,
      deliveries: latencies.length,
      missed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      allP50Ms: percentile(untilAll, 50),
      allP99Ms: percentile(untilAll, 99),
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}
