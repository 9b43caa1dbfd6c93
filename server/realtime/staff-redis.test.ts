import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_NAMESPACE, socketEvents } from '../../src/domain/contract/socket-events';
import { DEVICE_COOKIE } from '../http/device';
import { createRedisClient } from '../redis';
import { TEST_ORIGIN } from '../testing/accounts';
import { fixedClock } from '../testing/clock';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { newDeviceId } from '../testing/orders';
import {
  nextEvent,
  openSocket,
  silentLog,
  TEST_IDENTITY_SECRET,
  testRedisPrefix,
  testRedisUrl,
  unreachableReason,
} from '../testing/realtime';
import { createTestStaff, type TestStaff } from '../testing/staff';
import { newOrderUid, orderUpdate, staffOrderEvent } from '../testing/staff-orders';
import { connectRealtimeRedis } from './redis-adapter';
import { createRealtimeServer, type RealtimeServer } from './server';

/*
 * Two realtime servers joined by the Redis adapter, as two processes would
 * be: a staff event, a sign-out's disconnect and a shopper's order event
 * told to one node reach the sockets on the other (issue 26).
 */

const skipReason = await unreachableReason('Redis', testRedisUrl());

describe.skipIf(skipReason !== undefined)(
  `staff sockets over Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const prefix = testRedisPrefix();
    let database: TestDatabase;
    let nodes: { server: RealtimeServer; url: string }[] = [];
    let member: TestStaff;
    const opened: Socket[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      member = await createTestStaff(database.db, { shopIds: ['nemiga'] });
      for (let i = 0; i < 2; i += 1) {
        const server = createRealtimeServer({
          publicUrl: TEST_ORIGIN,
          secret: TEST_IDENTITY_SECRET,
          db: database.db,
          clock: fixedClock,
          log: silentLog,
          coalesceMs: 10,
          redis: await connectRealtimeRedis(testRedisUrl(), prefix, silentLog),
        });
        nodes.push({ server, url: `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}` });
      }
      // Each node reads the stream from the moment its reader starts: wait until each has heard the other.
      const deadline = Date.now() + 15_000;
      for (const { server } of nodes) {
        for (const namespace of ['/', STAFF_NAMESPACE]) {
          while ((await server.io.of(namespace).adapter.serverCount()) < 2) {
            if (Date.now() > deadline) throw new Error('the two nodes never heard each other over Redis');
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      }
    }, 60_000);

    afterAll(async () => {
      for (const socket of opened) socket.close();
      await Promise.all(nodes.map((node) => node.server.close()));
      nodes = [];
      const client = createRedisClient(testRedisUrl());
      await client.connect();
      const keys = await client.keys(`${prefix}*`);
      if (keys.length) await client.del(keys);
      await client.close();
      await database?.close();
    });

    const both = () => nodes as [(typeof nodes)[0], (typeof nodes)[0]];

    async function connect(url: string, cookie: string): Promise<Socket> {
      const { socket, error } = await openSocket(url, { extraHeaders: { cookie } });
      opened.push(socket);
      expect(error).toBeUndefined();
      return socket;
    }

    it('delivers a shop’s order event told on one node to its staff on the other', async () => {
      const [one, two] = both();
      const socket = await connect(`${two.url}${STAFF_NAMESPACE}`, member.cookie);
      const event = socketEvents.staffOrders;
      const received = nextEvent(socket, event.name('nemiga'));
      one.server.staffEvents.orderChanged('nemiga', staffOrderEvent('nemiga', 4));
      expect(event.payload.parse(await received).seq).toBe(4);
    });

    it('ends a signed-out session’s sockets on every node', async () => {
      const [one, two] = both();
      const sockets = [
        await connect(`${one.url}${STAFF_NAMESPACE}`, member.cookie),
        await connect(`${two.url}${STAFF_NAMESPACE}`, member.cookie),
      ];
      const ended = Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('disconnect', resolve))));
      one.server.staffEvents.sessionEnded(member.sessionId);
      expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
    });

    it('delivers a shopper’s order event told on one node to the placing device on the other', async () => {
      const [one, two] = both();
      const deviceId = newDeviceId();
      const socket = await connect(two.url, `${DEVICE_COOKIE}=${deviceId}`);
      const uid = newOrderUid();
      const received = nextEvent(socket, socketEvents.orderUpdate.name(uid));
      one.server.orderEvents.orderChanged(uid, deviceId, null, orderUpdate(uid, 9));
      expect(socketEvents.orderUpdate.payload.parse(await received).seq).toBe(9);
    });
  },
);
