import { io, type Socket } from 'socket.io-client';
import { socketEvents } from '../../src/domain/contract/socket-events';
import type { RealtimeFront, RealtimeFronts } from './realtime-front';
import type { Shopper } from './shoppers';

/*
 * The signed-in shoppers' tabs: one socket each, through a front that stands
 * for the shop's proxy (a new connection goes to a running node), that hears
 * the account's `user_data_{id}` and reconnects by itself (socket.io's own
 * reconnection, as the app's `src/platform/realtime.ts` relies on).
 */

export interface ShopperSocket {
  front: RealtimeFront;
  socket: Socket;
  connections: number;
  events: number;
}

export async function openShopperSockets(shoppers: Shopper[], fronts: RealtimeFronts): Promise<ShopperSocket[]> {
  const opened: ShopperSocket[] = [];
  for (const shopper of shoppers) {
    const account = shopper.account;
    if (!account) continue;
    const front = await fronts.open();
    const socket = io(front.url, { transports: ['websocket'], auth: { token: account.token } });
    const entry: ShopperSocket = { front, socket, connections: 0, events: 0 };
    socket.on('connect', () => {
      entry.connections += 1;
    });
    socket.on(socketEvents.userData.name(account.id), () => {
      entry.events += 1;
    });
    opened.push(entry);
  }
  return opened;
}

/** Waits until every socket is connected again, or the time is up. */
export async function allConnected(sockets: { connected: () => boolean }[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (sockets.every((socket) => socket.connected())) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return sockets.every((socket) => socket.connected());
}
