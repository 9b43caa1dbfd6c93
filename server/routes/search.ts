import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { route } from '../http/route';
import type { SearchService } from '../services/search';

/** `GET /api/search?q=` (issue 30): for clients that do not hold the catalogue; the shop's pages search locally. */
export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }): Promise<void> {
  route(app, endpoints.search, ({ query }) => search.search(query.q));
}
