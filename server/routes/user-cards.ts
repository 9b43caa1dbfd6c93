import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requireUser } from '../http/session';
import type { UserEvents } from '../realtime/user-events';
import { createSavedCardsRepository } from '../repositories/saved-cards';
import { CARD_NOT_FOUND } from './user-payment';

export const CARD_REMOVED = 'Карта удалена';

/** A signed-in shopper's saved cards (SPEC §4 «Saved card removal»). */
export async function userCardRoutes(app: FastifyInstance, { userEvents }: { userEvents: UserEvents }): Promise<void> {
  route(app, endpoints.userRemoveCard, async ({ body, ctx, request }) => {
    const user = requireUser(request);
    if (!(await createSavedCardsRepository(ctx.db).removeOwn(user.id, body._id))) throw notFound(CARD_NOT_FOUND);
    userEvents.userChanged(user.id);
    return { message: CARD_REMOVED };
  });
}
