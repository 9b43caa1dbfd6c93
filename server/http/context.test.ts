import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/domain/time';
import { withTransaction } from '../db/transaction';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from '../testing/index';
import { installRequestContext } from './context';
import { DEVICE_COOKIE, deviceIdOf } from './device';

/** A clock that moves a second on every reading and counts its readings. */
function tickingClock(): Clock & { readings: number } {
  const clock = Object.assign(
    () => {
      clock.readings += 1;
      return new Date(FIXED_NOW.getTime() + clock.readings * 1000);
    },
    { readings: 0 },
  );
  return clock;
}

let database: TestDatabase;
let app: FastifyInstance;
const clock = tickingClock();

beforeAll(async () => {
  database = await createTestDatabase({ content: 'empty' });
  app = Fastify();
  await app.register(cookie);
  installRequestContext(app, { database, clock });
  app.get('/context', async (request) => {
    // Read several times: one request must see one instant.
    const first = request.ctx.now;
    const again = request.ctx.now;
    return { ...request.ctx, db: undefined, same: first === again, id: request.id };
  });
  app.post('/device', async (request, reply) => {
    const before = request.ctx.deviceId;
    const assigned = deviceIdOf(request, reply);
    return { before, assigned, after: request.ctx.deviceId, again: deviceIdOf(request, reply) };
  });
  app.get('/database', async (request) =>
    withTransaction(request.ctx.db, async (tx) => {
      const result = (await tx.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
      return { answer: Number(result.rows[0]?.answer) };
    }),
  );
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const context = async (headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/context', headers })).json() as {
    requestId: string;
    id: string;
    now: string;
    deviceId: string | null;
    user: unknown;
    same: boolean;
  };

describe('request.ctx', () => {
  it('reads the clock once per request, however often the handler asks', async () => {
    const readings = clock.readings;
    const first = await context();
    expect(clock.readings).toBe(readings + 1);
    expect(first.same).toBe(true);
    expect(new Date(first.now).getTime()).toBe(FIXED_NOW.getTime() + clock.readings * 1000);
    const second = await context();
    expect(new Date(second.now).getTime() - new Date(first.now).getTime()).toBe(1000);
  });

  it('carries the request id of the log lines, different for each request', async () => {
    const [one, two] = [await context(), await context()];
    expect(one?.requestId).toBe(one?.id);
    expect(one?.requestId).not.toBe(two?.requestId);
  });

  it('knows the device from its cookie and nobody signed in', async () => {
    const device = 'A'.repeat(22);
    expect(await context({ cookie: `${DEVICE_COOKIE}=${device}` })).toMatchObject({ deviceId: device, user: null });
    expect((await context()).deviceId).toBeNull();
    expect((await context({ cookie: `${DEVICE_COOKIE}=not-a-device` })).deviceId).toBeNull();
  });

  it('learns the id deviceIdOf gives a new device, which gets one cookie for it', async () => {
    const response = await app.inject({ method: 'POST', url: '/device' });
    const answer = response.json() as { before: string | null; assigned: string; after: string; again: string };
    expect(answer.before).toBeNull();
    expect(answer.after).toBe(answer.assigned);
    expect(answer.again).toBe(answer.assigned);
    const cookies = response.cookies.filter((item) => item.name === DEVICE_COOKIE);
    expect(cookies.map((item) => item.value)).toEqual([answer.assigned]);
  });

  it('gives handlers the database to query and open transactions on', async () => {
    const response = await app.inject({ method: 'GET', url: '/database' });
    expect(response.json()).toEqual({ answer: 42 });
  });

  it('refuses to install before the cookie plugin, which the device id needs', () => {
    expect(() => installRequestContext(Fastify(), { database, clock })).toThrow(/@fastify\/cookie/);
  });
});
