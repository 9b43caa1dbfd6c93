import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { deviceIdOf } from '../http/device';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requireUser } from '../http/session';
import { createSavedCardsRepository } from '../repositories/saved-cards';
import { type OrderServiceOptions, placeOrder } from '../services/orders/place-order';

export const CARD_NOT_FOUND = 'Такой карты нет';

/**
 * `POST /priapi/user/payment`: a signed-in shopper's order through the same
 * order service as the guest's, with points, a saved card and card saving.
 */
export async function userPaymentRoutes(app: FastifyInstance, service: OrderServiceOptions): Promise<void> {
  route(app, endpoints.userPayment, async ({ body, headers, ctx, request, reply }) => {
    const user = requireUser(request);
    const { bonus, card, saveCard, ...order } = body;
    if (card && !(await createSavedCardsRepository(ctx.db).findOwn(user.id, card))) throw notFound(CARD_NOT_FOUND);
    return placeOrder(
      { ...service, db: ctx.db },
      {
        body: order,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
        deviceId: deviceIdOf(request, reply),
        now: ctx.now,
        user: { id: user.id, bonus, savedCardId: card ?? null, saveCard },
      },
    );
  });
}
