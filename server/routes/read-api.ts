import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { sendCached } from '../http/cached-reply';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import type { CachedReadApi } from '../services/read-api';

/**
 * The read API of SPEC §7: thin handlers sending the read service's answers,
 * serialized once per data version (the answer schemas still document them).
 */
export async function readApiRoutes(app: FastifyInstance, { answers }: { answers: CachedReadApi }): Promise<void> {
  route(app, endpoints.productsAll, async ({ request, reply }) =>
    sendCached(request, reply, await answers.productsAll()),
  );
  route(app, endpoints.product, async ({ params, request, reply }) =>
    sendCached(request, reply, (await answers.product(params.id)) ?? missing('Товар не найден')),
  );
  route(app, endpoints.subslider, async ({ request, reply }) => sendCached(request, reply, await answers.subslider()));
  route(app, endpoints.adresa, async ({ request, reply }) => sendCached(request, reply, await answers.adresa()));
  route(app, endpoints.alerts, async ({ request, reply }) => sendCached(request, reply, await answers.alerts()));
  route(app, endpoints.promos, async ({ request, reply }) => sendCached(request, reply, await answers.promos()));
  route(app, endpoints.post, async ({ params, request, reply }) =>
    sendCached(request, reply, (await answers.post(params.slug)) ?? missing('Новость не найдена')),
  );
  route(app, endpoints.posts, async ({ params, request, reply }) =>
    sendCached(request, reply, await answers.posts(params.direction === '-1' ? -1 : 1, params.limit)),
  );
}

function missing(message: string): never {
  throw notFound(message);
}
