import type { FastifyInstance } from 'fastify';
import type { ShopReadApi } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { notFound } from '../http/errors';
import { route } from '../http/route';

/** The read API of SPEC §7: thin handlers over the shared read service. */
export async function readApiRoutes(app: FastifyInstance, { api }: { api: ShopReadApi }): Promise<void> {
  route(app, endpoints.productsAll, () => api.productsAll());
  route(app, endpoints.product, async ({ params }) => (await api.product(params.id)) ?? missing('Товар не найден'));
  route(app, endpoints.subslider, () => api.subslider());
  route(app, endpoints.adresa, () => api.adresa());
  route(app, endpoints.alerts, () => api.alerts());
  route(app, endpoints.promos, () => api.promos());
  route(app, endpoints.post, async ({ params }) => (await api.post(params.slug)) ?? missing('Новость не найдена'));
  route(app, endpoints.posts, ({ params }) => api.posts(params.direction === '-1' ? -1 : 1, params.limit));
}

function missing(message: string): never {
  throw notFound(message);
}
