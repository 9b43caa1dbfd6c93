import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketEvents } from '../../src/domain/contract/socket-events';
import { createRedisClient } from '../redis';
import { revokeSession, startSession } from '../services/accounts/sessions';
import { createTestUser, TEST_ORIGIN, type TestUser } from '../testing/accounts';
import { FIXED_NOW, fixedClock } from '../testing/clock';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import {
  nextEvent,
  openSocket,
  silentLog,
  TEST_IDENTITY_SECRET,
  testRedisPrefix,
  testRedisUrl,
  tokenFor,
  unreachableReason,
} from '../testing/realtime';
import { connectRealtimeRedis } from './redis-adapter';
import { createRealtimeServer, type RealtimeServer } from './server';

/*
 * Two realtime servers joined by the Redis adapter, as two processes would
 * be (each with its own Redis connections): a push told to one reaches the
 * user's sockets on the other, and only the user's. The two-process test
 * (`two-nodes.test.ts`) checks the same through real server processes.
 */

const skipReason = await unreachableReason('Redis', testRedisUrl());
const event = socketEvents.userData;

describe.skipIf(skipReason !== undefined)(`the Redis adapter${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const prefix = testRedisPrefix();
  let database: TestDatabase;
  let nodes: { server: RealtimeServer; url: string }[] = [];
  let alice: TestUser;
  let boris: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase();
    [alice, boris] = [await createTestUser(database.db), await createTestUser(database.db)];
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
      while ((await server.io.of('/').adapter.serverCount()) < 2) {
        if (Date.now() > deadline) throw new Error('the two nodes never heard each other over Redis');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.server.close()));
    nodes = [];
    const client = createRedisClient(testRedisUrl());
    await client.connect();
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(keys);
    await client.close();
    await database?.close();
  });

  it('delivers a push told to one node to the user’s sockets on both, and to nobody else', async () => {
    const [one, two] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const connect = async (url: string, user: TestUser) => {
      const { socket, error } = await openSocket(url, { auth: { token: tokenFor(user) } });
      expect(error).toBeUndefined();
      return socket;
    };
    const [aliceOnTwo, aliceOnOne, borisOnTwo] = [
      await connect(two.url, alice),
      await connect(one.url, alice),
      await connect(two.url, boris),
    ];
    try {
      const borisHeard: string[] = [];
      borisOnTwo.onAny((name: string) => borisHeard.push(name));
      const pushed = Promise.all([
        nextEvent(aliceOnTwo, event.name(alice.id)),
        nextEvent(aliceOnOne, event.name(alice.id)),
      ]);
      one.server.userEvents.userChanged(alice.id);
      const payloads = await pushed;
      for (const payload of payloads) expect(event.payload.parse(payload).userData.id).toBe(alice.id);

      // Boris's own push, told on node one, arrives after Alice's would have on his ordered connection.
      const own = nextEvent(borisOnTwo, event.name(boris.id));
      one.server.userEvents.userChanged(boris.id);
      await own;
      expect(borisHeard).toEqual([event.name(boris.id)]);
    } finally {
      for (const socket of [aliceOnTwo, aliceOnOne, borisOnTwo]) socket.close();
    }
  });

  it('closes a signed-out session’s sockets on both nodes when one node is told, and no other session’s', async () => {
    const [one, two] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const user = await createTestUser(database.db);
    const phone = await startSession(database.db, user.id, FIXED_NOW);
    const connect = async (url: string, sessionId: string) => {
      const { socket, error } = await openSocket(url, { auth: { token: tokenFor({ id: user.id, sessionId }) } });
      expect(error).toBeUndefined();
      return socket;
    };
    const [onOne, onTwo, phoneOnTwo] = [
      await connect(one.url, user.sessionId),
      await connect(two.url, user.sessionId),
      await connect(two.url, phone.sessionId),
    ];
    try {
      const closed = Promise.all(
        [onOne, onTwo].map((socket) => new Promise((resolve) => socket.once('disconnect', resolve))),
      );
      await revokeSession(database.db, user.sessionId, FIXED_NOW);
      one.server.userEvents.sessionsEnded([user.sessionId]);
      expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
      const pushed = nextEvent(phoneOnTwo, event.name(user.id));
      one.server.userEvents.userChanged(user.id);
      await pushed;
      expect(phoneOnTwo.connected).toBe(true);
    } finally {
      for (const socket of [onOne, onTwo, phoneOnTwo]) socket.close();
    }
  });

  it('recovers a push told on the other node while the connection was down', async () => {
    const [one, two] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const { socket, error } = await openSocket(two.url, {
      auth: { token: tokenFor(alice) },
      reconnection: true,
      reconnectionDelay: 20,
    });
    expect(error).toBeUndefined();
    try {
      // Recovery resumes after the last push the client saw.
      const first = nextEvent(socket, event.name(alice.id));
      one.server.userEvents.userChanged(alice.id);
      await first;
      const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
      two.server.io.sockets.sockets.get(socket.id ?? '')?.conn.close();
      await dropped;
      const missed = nextEvent(socket, event.name(alice.id));
      one.server.userEvents.userChanged(alice.id);
      await one.server.userEvents.settled();
      expect(event.payload.parse(await missed).userData.id).toBe(alice.id);
      expect(socket.recovered).toBe(true);
    } finally {
      socket.close();
    }
  });
});
