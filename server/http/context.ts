import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../src/domain/time';
import type { DatabaseHandle } from '../db/client';
import type { Executor } from '../db/transaction';
import type { KioskDevice } from '../services/kiosk/devices';
import type { StaffActor } from '../services/staff/actor';
import { readDeviceId } from './device';

/** The signed-in shopper of a request: filled from the session cookie by `installSessions`. */
export interface SessionUser {
  id: string;
  /** The session the request's cookie names (logout and rotation revoke it). */
  sessionId: string;
}

/** What a handler needs to know about its request, made once when the request arrives. */
export interface RequestContext {
  /** Also the id in the request's log lines. */
  requestId: string;
  /** The one instant this request lives at: promotions, slots and expiries are all judged at it. */
  now: Date;
  /** From the device cookie; `null` until `deviceIdOf` gives the device an id. */
  deviceId: string | null;
  user: SessionUser | null;
  /** The enrolled shop tablet of a `/api/kiosk` call (from its cookie); `null` elsewhere or without one. */
  kiosk: KioskDevice | null;
  /**
   * The signed-in staff member of a `/api/staff` call (from the `tp_staff`
   * cookie, `installStaffAccess`); `null` elsewhere or without a live staff session.
   */
  staff: StaffActor | null;
  /** The database; a service that needs atomicity runs `withTransaction(ctx.db, …)` over it. */
  db: Executor;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export interface RequestContextOptions {
  database: Pick<DatabaseHandle, 'db'>;
  clock: Clock;
}

/**
 * Gives every request `request.ctx`. Install after @fastify/cookie (the device
 * comes from a cookie) and before the routes.
 */
export function installRequestContext(app: FastifyInstance, { database, clock }: RequestContextOptions): void {
  if (!app.hasRequestDecorator('cookies')) {
    throw new Error('installRequestContext needs @fastify/cookie registered first: the device id is a cookie');
  }
  // `null` here, the object in the hook: a shared object as the decorator's value would be shared by all requests.
  app.decorateRequest('ctx', null as unknown as RequestContext);
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.ctx = {
      requestId: request.id,
      now: clock(),
      deviceId: readDeviceId(request),
      user: null,
      kiosk: null,
      staff: null,
      db: database.db,
    };
    done();
  });
}
