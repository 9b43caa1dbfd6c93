import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import type { DatabaseKind } from '../db/client';
import { route } from '../http/route';

export async function systemRoutes(
  app: FastifyInstance,
  { databaseKind }: { databaseKind: DatabaseKind },
): Promise<void> {
  route(app, endpoints.health, ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: databaseKind };
  });
  route(app, endpoints.apiDocs, () => app.swagger() as unknown as Record<string, unknown>);
}
