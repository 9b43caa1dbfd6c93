import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { socketEvents } from '../../src/domain/contract/socket-events';
import { createRedisClient } from '../redis';
import { ACCOUNT_LIMITS } from '../services/accounts/services';
import { createTestUser, type TestUser } from '../testing/accounts';
import { freePort } from '../testing/card-shop';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/database';
import {
  nextEvent,
  openSocket,
  TEST_IDENTITY_SECRET,
  testRedisPrefix,
  testRedisUrl,
  tokenFor,
  unreachableReason,
} from '../testing/realtime';
import { type ServerProcess, startServerProcess } from '../testing/server-process';

/*
 * Issue 14's scale-out mode: two real server processes on one PostgreSQL
 * database and one Redis, behind one public address. A shopper's tab
 * connected to node B hears the change an HTTP call made on node A, and
 * both count sign-in attempts against one limit.
 */

const postgresUrl = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skipReason =
  (await unreachableReason('PostgreSQL', postgresUrl)) ?? (await unreachableReason('Redis', testRedisUrl()));
const event = socketEvents.userData;
const PHONE = '+375291234560';

describe.skipIf(skipReason !== undefined)(
  `two server processes${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const prefix = testRedisPrefix();
    const dataDirs: string[] = [];
    const nodes: { process: ServerProcess; realtimeUrl: string }[] = [];
    const sockets: Socket[] = [];
    let database: TestDatabase;
    let publicUrl: string;
    let user: TestUser;

    beforeAll(async () => {
      database = await createTestDatabase({ kind: 'postgres', adminUrl: postgresUrl });
      user = await createTestUser(database.db, { phone: PHONE });
      const [portA, portB] = [await freePort(), await freePort()];
      // Both nodes stand behind one address: node A's, as a load balancer would present it.
      publicUrl = `http://127.0.0.1:${portA}`;
      const environment = async (port: number): Promise<NodeJS.ProcessEnv> => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-node-'));
        dataDirs.push(dataDir);
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          // Test mode: the cheap password hash of test apps keeps the sign-in attempts below quick.
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          REALTIME_PORT: String(await freePort()),
          SANDBOX_GATEWAY_PORT: String(await freePort()),
          PUBLIC_URL: publicUrl,
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          REDIS_URL: testRedisUrl(),
          REDIS_KEY_PREFIX: prefix,
          IDENTITY_SECRET: TEST_IDENTITY_SECRET,
          LOG_LEVEL: 'warn',
        };
        for (const name of ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY', 'REALTIME_URL'])
          delete env[name];
        return env;
      };
      const start = async (port: number) => {
        const env = await environment(port);
        const process = await startServerProcess(env, `http://127.0.0.1:${port}`);
        return { process, realtimeUrl: `http://127.0.0.1:${env.REALTIME_PORT}` };
      };
      nodes.push(...(await Promise.all([start(portA), start(portB)])));
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all(nodes.map((node) => node.process.stop()));
      const redis = createRedisClient(testRedisUrl());
      await redis.connect();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(keys);
      await redis.close();
      await database?.close();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }, 30_000);

    it('pushes profile and points changes made through node A to the tab connected to node B', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB) throw new Error('the nodes did not start');
      // The processes run on the real clock.
      const { socket, error } = await openSocket(nodeB.realtimeUrl, { auth: { token: tokenFor(user, new Date()) } });
      sockets.push(socket);
      expect(error).toBeUndefined();
      const pushed = nextEvent(socket, event.name(user.id), 10_000);

      const response = await fetch(`${nodeA.process.url}${endpoints.userUpdateData.path}`, {
        method: endpoints.userUpdateData.method,
        headers: { 'content-type': 'application/json', cookie: user.cookie, origin: publicUrl },
        body: JSON.stringify({
          name: 'Алеся Новая',
          phone: PHONE,
          email: 'alesya@example.by',
          address: { street: 'ул. Немига', house: '5' },
        }),
      });
      expect(response.status, await response.clone().text()).toBe(200);

      const { userData } = event.payload.parse(await pushed);
      expect(userData).toMatchObject({ id: user.id, name: 'Алеся Новая', email: 'alesya@example.by' });

      // Points too: holding some for a payment through node A shows on node B's tab as the new balance.
      const balance = nextEvent(socket, event.name(user.id), 10_000);
      const held = await fetch(`${nodeA.process.url}${endpoints.userUpdateBonuses.path}`, {
        method: endpoints.userUpdateBonuses.method,
        headers: { 'content-type': 'application/json', cookie: user.cookie, origin: publicUrl },
        body: JSON.stringify({ bonus: 100 }),
      });
      expect(held.status, await held.clone().text()).toBe(200);
      expect(event.payload.parse(await balance).userData.bonuses).toMatchObject({ value: 200, held: 100 });
    }, 30_000);

    it('counts sign-in attempts against one account on both nodes', async () => {
      const [nodeA, nodeB] = nodes;
      if (!nodeA || !nodeB) throw new Error('the nodes did not start');
      const { limit } = ACCOUNT_LIMITS.account;
      const signIn = (node: typeof nodeA) =>
        fetch(`${node.process.url}${endpoints.authSignin.path}`, {
          method: endpoints.authSignin.method,
          headers: { 'content-type': 'application/json', origin: publicUrl },
          body: JSON.stringify({ login: 'nobody@example.by', password: 'не тот пароль' }),
        });
      for (let attempt = 0; attempt < limit; attempt += 1) {
        expect((await signIn(attempt % 2 ? nodeB : nodeA)).status).toBe(401);
      }
      // Each node saw only half the attempts; together they reached the limit.
      for (const node of [nodeA, nodeB]) expect((await signIn(node)).status).toBe(429);
    }, 30_000);
  },
);
