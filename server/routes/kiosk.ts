import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { KIOSK_COOKIE, KIOSK_MESSAGES } from '../../src/domain/contract/kiosk';
import { clearKioskCookie, requireKiosk, setKioskCookie } from '../http/kiosk';
import { clientKey } from '../http/rate-limit';
import { route } from '../http/route';
import { enrolKiosk, type KioskAccessOptions, kioskConfigOf, leaveKiosk, unlockKiosk } from '../services/kiosk/access';
import { placeKioskOrder } from '../services/kiosk/order';
import type { OrderServiceOptions } from '../services/orders/place-order';

export interface KioskRoutesOptions {
  access: Omit<KioskAccessOptions, 'db'>;
  orders: OrderServiceOptions;
}

/** Shop tablets in kiosk mode (issue 15): thin handlers over the kiosk services. */
export async function kioskRoutes(app: FastifyInstance, { access, orders }: KioskRoutesOptions): Promise<void> {
  // A kiosk's answers (its credential, its shop, its orders) are never kept by any cache; errors included.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });

  route(app, endpoints.kioskEnrol, async ({ body, ctx, request, reply }) => {
    // A locked PIN's 429 carries `retry-after` (the error's `retryAfterSeconds`).
    const { token, config } = await enrolKiosk(
      { ...access, db: ctx.db },
      { shopId: body.shopId, pin: body.pin, address: clientKey(request.ip), now: ctx.now },
    );
    setKioskCookie(reply, token);
    return config;
  });

  route(app, endpoints.kioskMe, async ({ request, reply }) => {
    const device = requireKiosk(request);
    // Sent again, so a kiosk in use keeps its credential past the browser's cookie age limit.
    const token = request.cookies[KIOSK_COOKIE];
    if (token) setKioskCookie(reply, token);
    return kioskConfigOf(device, access.version);
  });

  route(app, endpoints.kioskUnlock, async ({ body, ctx, request }) => {
    await unlockKiosk({ ...access, db: ctx.db }, requireKiosk(request), {
      pin: body.pin,
      address: clientKey(request.ip),
      now: ctx.now,
    });
    return { ok: true as const };
  });

  route(app, endpoints.kioskLeave, async ({ body, ctx, request, reply }) => {
    await leaveKiosk({ ...access, db: ctx.db }, requireKiosk(request), {
      pin: body.pin,
      address: clientKey(request.ip),
      now: ctx.now,
    });
    clearKioskCookie(reply);
    return { message: KIOSK_MESSAGES.left };
  });

  route(app, endpoints.kioskOrder, ({ body, headers, ctx, request }) =>
    placeKioskOrder({ ...orders, db: ctx.db }, requireKiosk(request), {
      body,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
      now: ctx.now,
    }),
  );
}
