import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { sendCached } from '../http/cached-reply';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import type { CachedReadApi } from '../services/read-api';

/** Sent as stored bytes, already compressed per encoding: no per-request compression. */
const CACHED = { precompressed: true };

/**
 * The read API of SPEC §7: thin handlers sending the read service's answers,
 * serialized once per data version (the answer schemas still document them).
 */
export async function readApiRoutes(app: FastifyInstance, { answers }: { answers: CachedReadApi }): Promise<void> {
  const { productsAll, product, subslider, adresa, alerts, promos, deliveryOptions, post, posts } = endpoints;
  route(
    app,
    productsAll,
    async ({ request, reply }) => sendCached(request, reply, await answers.productsAll()),
    CACHED,
  );
  route(
    app,
    product,
    async ({ params, request, reply }) =>
      sendCached(request, reply, (await answers.product(params.id)) ?? missing('Товар не найден')),
    CACHED,
  );
  route(app, subslider, async ({ request, reply }) => sendCached(request, reply, await answers.subslider()), CACHED);
  route(app, adresa, async ({ request, reply }) => sendCached(request, reply, await answers.adresa()), CACHED);
  route(app, alerts, async ({ request, reply }) => sendCached(request, reply, await answers.alerts()), CACHED);
  route(app, promos, async ({ request, reply }) => sendCached(request, reply, await answers.promos()), CACHED);
  route(
    app,
    deliveryOptions,
    async ({ request, reply }) => sendCached(request, reply, await answers.deliveryOptions()),
    CACHED,
  );
  route(
    app,
    post,
    async ({ params, request, reply }) =>
      sendCached(request, reply, (await answers.post(params.slug)) ?? missing('Новость не найдена')),
    CACHED,
  );
  route(
    app,
    posts,
    async ({ params, request, reply }) =>
      sendCached(request, reply, await answers.posts(params.direction === '-1' ? -1 : 1, params.limit)),
    CACHED,
  );
}

function missing(message: string): never {
  throw notFound(message);
}
