import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PATH_PATTERN, PRIVATE_API_PREFIX, STAFF_API_PATH_PATTERN } from '../../src/domain/contract/http';
import type { Clock } from '../../src/domain/time';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { AppMetrics } from '../ops/metrics';
import type { DrainState } from '../ops/readiness';
import { installDrain, installRequestMetrics } from '../ops/routes';
import { installRequestContext } from './context';
import { installCookies } from './cookies';
import { installErrorHandling } from './errors';
import { installKioskAccess } from './kiosk';
import { installOpenApi } from './openapi';
import { installOriginCheck } from './origin';
import { installSecurityHeaders } from './security';
import { installSessions } from './session';
import { installStaffAccess } from './staff';

export interface HttpInstanceOptions {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  metrics: AppMetrics;
  drain: DrainState;
}

/**
 * The Fastify instance every route is registered on, with what applies to all
 * of them: proxies, error answers, metrics, drain, OpenAPI, security headers,
 * cookies, the request's clock and database, the origin check, sessions,
 * kiosk and staff access, ETags, compression and the API's cache headers.
 */
export async function createHttpInstance({
  config,
  database,
  clock,
  metrics,
  drain,
}: HttpInstanceOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    // Unique across processes and restarts, so a request can be found in logs gathered from several servers.
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors the router raises before any hook (a bad %-escape, an overlong parameter) answer like all others.
    frameworkErrors: (error, _request, rawReply) => {
      const reply = rawReply as FastifyReply;
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .send({ message: status === 414 ? 'Слишком длинный адрес запроса' : 'Некорректный адрес запроса' });
    },
  });
  // JSON is the API's only body (routes that take bytes add their own parser): a text/plain body, which a
  // cross-site form can send without a preflight, is refused as 415 like any other type.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installRequestMetrics(app, metrics);
  installDrain(app, drain);

  await installOpenApi(app);
  await installSecurityHeaders(app, config);
  // `Secure` from PUBLIC_URL's scheme for every cookie, never from the request.
  await installCookies(app, config);
  installRequestContext(app, { database, clock });
  // Before the session lookup: a cross-site call is refused without a query.
  installOriginCheck(app, config);
  installSessions(app);
  installKioskAccess(app);
  installStaffAccess(app, config);
  await app.register(etag, { weak: true });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (API_PATH_PATTERN.test(request.url) && !reply.hasHeader('cache-control')) {
      // Public reads always revalidate: the ETag makes a repeat cheap and the service worker keeps its
      // own copy. A shopper's own data and the staff's are never stored by any cache.
      const ownData = request.url.startsWith(`${PRIVATE_API_PREFIX}/`) || STAFF_API_PATH_PATTERN.test(request.url);
      reply.header(
        'cache-control',
        ownData ? 'private, no-store' : request.method === 'GET' ? 'public, no-cache' : 'no-store',
      );
    }
    done(null, payload);
  });

  return app;
}
