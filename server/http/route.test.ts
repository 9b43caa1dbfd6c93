import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import type { Database } from '../db/client';
import { DATABASE_UNAVAILABLE, LostConnectionError, OUTCOME_UNKNOWN } from '../db/connection-errors';
import type { StaffActor } from '../services/staff/actor';
import { fixedClock } from '../testing/clock';
import { installRequestContext, type SessionUser } from './context';
import { installErrorHandling } from './errors';
import { route, SIGN_IN_REQUIRED } from './route';
import { STAFF_SIGN_IN_REQUIRED } from './staff';

async function appWith(user: SessionUser | null) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(cookie);
  installRequestContext(app, { database: { db: {} as Database }, clock: fixedClock });
  app.addHook('onRequest', async (request) => {
    request.ctx.user = user;
  });
  // A per-user endpoint as the accounts issue will add them: the health answer under /priapi.
  const privateHealth = {
    ...endpoints.health,
    access: 'user',
    path: '/priapi/health',
  } as unknown as typeof endpoints.health;
  route(app, privateHealth, ({ ctx }) => ({
    status: 'ok' as const,
    database: ctx.user ? ('postgres' as const) : ('pglite' as const),
  }));
  route(app, endpoints.postView, ({ params }) => ({ _id: params._id, views: 1 }));
  return app;
}

describe('route()', () => {
  it('answers a per-user endpoint only to a signed-in shopper', async () => {
    const anonymous = await appWith(null);
    const refused = await anonymous.inject({ method: 'GET', url: '/priapi/health' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: SIGN_IN_REQUIRED });
    const signedIn = await appWith({ id: 'u1', sessionId: 's1' });
    expect((await signedIn.inject({ method: 'GET', url: '/priapi/health' })).statusCode).toBe(200);
  });

  it('answers a staff endpoint only to a staff session: not to a shopper, not to nobody', async () => {
    const staffApp = async (staff: StaffActor | null, user: SessionUser | null) => {
      const app = await appWith(user);
      app.addHook('onRequest', async (request) => {
        request.ctx.staff = staff;
      });
      // A handler that checks nothing itself: the gate of `route()` alone keeps others out.
      route(app, endpoints.staffAudit, () => ({ entries: [] }));
      return app;
    };
    const url = `${buildPath(endpoints.staffAudit)}?shop=nemiga`;
    for (const app of [await staffApp(null, null), await staffApp(null, { id: 'u1', sessionId: 's1' })]) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: STAFF_SIGN_IN_REQUIRED });
    }
    const actor: StaffActor = {
      id: 'a',
      name: 'Касса',
      role: 'staff',
      shopIds: ['nemiga'],
      sessionId: 's',
      screenShop: null,
    };
    const allowed = await (await staffApp(actor, null)).inject({ method: 'GET', url });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('never answers HEAD for a GET that changes state, and forbids caching it', async () => {
    const app = await appWith(null);
    const view = await app.inject({ method: 'GET', url: '/api/post/view/some-post' });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'HEAD', url: '/api/post/view/some-post' })).statusCode).toBe(404);
  });

  it('validates parameters with the endpoint’s schema before the handler runs', async () => {
    const app = await appWith(null);
    const response = await app.inject({ method: 'GET', url: '/api/post/view/Not_An_Id' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('validates the headers the endpoint names and hands them to the handler, other headers untouched', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(cookie);
    installRequestContext(app, { database: { db: {} as Database }, clock: fixedClock });
    let seen: { key: string; agent: string | undefined } | undefined;
    route(app, endpoints.paymentCreate, ({ headers, request }) => {
      seen = { key: headers['idempotency-key'], agent: request.headers['user-agent'] };
      return { message: 'ok', redirect_url: null, orderId: 'x', number: 1, bonusUsed: 0 };
    });
    const body = {
      cartData: [{ _id: 'pie', count: 1 }],
      deliveryMethod: 'pickup',
      point: 'shop',
      deliveryDate: '2026-11-22',
      deliveryTime: 'asap',
      paymentMethod: 'on_receipt',
      name: 'Алеся',
      phone: '+375291234567',
    };
    const missing = await app.inject({ method: 'POST', url: '/api/payment', payload: body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Idempotency-Key/);
    expect(seen).toBeUndefined();
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/payment',
      payload: body,
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(malformed.statusCode).toBe(400);
    const key = 'k'.repeat(24);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/payment',
      payload: body,
      headers: { 'Idempotency-Key': key, 'user-agent': 'test-agent' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(seen).toEqual({ key, agent: 'test-agent' });
  });
});

describe('route() when the database connection goes away under a request', () => {
  /** What pg (wrapped by Drizzle) throws when an administrator ends the connection a query runs on. */
  const connectionEnded = () =>
    new Error('Failed query: select 1', {
      cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });

  async function appFailingFirst(failures: number, makeError: () => Error) {
    const app = await appWith(null);
    let calls = 0;
    const fail = () => {
      calls += 1;
      if (calls <= failures) throw makeError();
    };
    route(app, endpoints.health, () => {
      fail();
      return { status: 'ok' as const, database: 'postgres' as const };
    });
    route(app, endpoints.feedback, () => {
      fail();
      return { message: 'Спасибо' };
    });
    return { app, calls: () => calls };
  }

  it('runs a read again on a fresh connection instead of answering 500', async () => {
    const { app, calls } = await appFailingFirst(1, connectionEnded);
    const answer = await app.inject({ method: 'GET', url: buildPath(endpoints.health) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(calls()).toBe(2);
  });

  it('gives up after two more tries with 503 and Retry-After, and never runs a read again for any other error', async () => {
    const lost = await appFailingFirst(10, connectionEnded);
    const unavailable = await lost.app.inject({ method: 'GET', url: buildPath(endpoints.health) });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    expect(Number(unavailable.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(lost.calls()).toBe(3);
    const wrong = await appFailingFirst(1, () => new Error('column "nope" does not exist'));
    expect((await wrong.app.inject({ method: 'GET', url: buildPath(endpoints.health) })).statusCode).toBe(500);
    expect(wrong.calls()).toBe(1);
  });

  it.each([
    ['its connection was lost', () => connectionEnded()],
    [
      'a write of it may have been committed',
      () => new Error('Failed query: commit', { cause: new LostConnectionError(true, connectionEnded()) }),
    ],
  ])(
    'runs again a write the contract lets the browser repeat (its Idempotency-Key replays the first run) when %s',
    async (_when, failure) => {
      const app = await appWith(null);
      let calls = 0;
      route(app, endpoints.postLike, ({ params }) => {
        calls += 1;
        if (calls === 1) throw failure();
        return { _id: params._id, like: 1, liked: true };
      });
      const answer = await app.inject({
        method: 'GET',
        url: buildPath(endpoints.postLike, { _id: 'novosti', value: 'true' }),
        headers: { origin: 'http://localhost:3000' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(calls).toBe(2);
    },
  );

  it('answers 503 and never runs again a write that met a lost connection the database layer left to it', async () => {
    // The database layer runs again what is safe (server/db/lost-connection.test.ts, on PostgreSQL); a lost
    // connection that reaches a request unhandled may have been met after something was committed.
    const { app, calls } = await appFailingFirst(1, connectionEnded);
    const answer = await app.inject({
      method: 'POST',
      url: buildPath(endpoints.feedback),
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'Алеся', contact: 'alesya@example.by', message: 'Очень вкусные пироги, спасибо!' },
    });
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toEqual({ message: OUTCOME_UNKNOWN });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(calls()).toBe(1);
  });
});
