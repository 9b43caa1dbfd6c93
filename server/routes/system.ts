import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswer } from '../../src/domain/contract/api';
import type { DatabaseKind } from '../db/client';

export const systemRoutes: FastifyPluginAsyncZod<{ databaseKind: DatabaseKind }> = async (app, { databaseKind }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and the database in use', response: { 200: HealthAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: databaseKind };
    },
  );

  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
};
