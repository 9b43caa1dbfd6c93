import { connect, createServer, type Socket } from 'node:net';
import { freePort } from '../../server/testing/card-shop';
import type { ShopNode } from './nodes';

/*
 * What a browser's socket reaches behind the shop's reverse proxy: one
 * address whose every new connection goes to a running node, round robin. A
 * socket whose node dies is cut off with it and reconnects by itself
 * (socket.io) through the same address, which takes it to a node still
 * running — as a browser's would. Each soak socket gets a front of its own,
 * so the report can say which node it was on and where it went.
 */

export interface FrontConnection {
  node: number;
  openedAt: number;
  /** When the node's side ended it (the node died, or closed it); undefined while open or closed by the client. */
  cutAt: number | undefined;
}

export interface RealtimeFront {
  url: string;
  /** Every connection it passed on, in order. */
  connections: FrontConnection[];
  /** The node of the newest connection still open, if any. */
  node(): number | undefined;
  close(): Promise<void>;
}

export interface RealtimeFronts {
  open(): Promise<RealtimeFront>;
  close(): Promise<void>;
}

/** Fronts sharing one turn, so the sockets spread over the nodes as they would behind one proxy. */
export function realtimeFronts(nodes: ShopNode[]): RealtimeFronts {
  let turn = 0;
  const opened: RealtimeFront[] = [];
  const pick = (): ShopNode | undefined => {
    const running = nodes.filter((node) => node.up);
    const node = running[turn % Math.max(1, running.length)];
    turn += 1;
    return node;
  };
  return {
    async open() {
      const connections: FrontConnection[] = [];
      const live = new Map<Socket, FrontConnection>();
      const sockets = new Set<Socket>();
      const server = createServer((client) => {
        const node = pick();
        // No node is running: refused, as a proxy with no backend would; socket.io tries again.
        if (!node) {
          client.destroy();
          return;
        }
        const target = new URL(node.realtimeUrl);
        const upstream = connect(Number(target.port), target.hostname);
        const connection: FrontConnection = { node: node.index, openedAt: Date.now(), cutAt: undefined };
        connections.push(connection);
        live.set(client, connection);
        sockets.add(client);
        sockets.add(upstream);
        let clientGone = false;
        client.on('close', () => {
          clientGone = true;
          live.delete(client);
          sockets.delete(client);
          upstream.destroy();
        });
        upstream.on('close', () => {
          if (!clientGone) connection.cutAt = Date.now();
          sockets.delete(upstream);
          client.destroy();
        });
        client.on('error', () => client.destroy());
        upstream.on('error', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
      });
      const port = await freePort();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      const front: RealtimeFront = {
        url: `http://127.0.0.1:${port}`,
        connections,
        node: () => [...live.values()].at(-1)?.node,
        close: () =>
          new Promise<void>((resolve) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => resolve());
          }),
      };
      opened.push(front);
      return front;
    },
    async close() {
      await Promise.all(opened.splice(0).map((front) => front.close()));
    },
  };
}
