import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import type { AppMetrics } from './metrics';
import { checkReadiness, type DrainState, type ReadinessDeps } from './readiness';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
export const METRICS_PATH = '/metrics';
export const METRICS_REFUSED = 'Нужен токен метрик';

const WEBHOOK = `${endpoints.paymentWebhook.method} ${endpoints.paymentWebhook.path}`;

/** Compares digests, so neither the token's bytes nor its length show in the time taken. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Times every answer by its route's pattern (one series per route, whatever
 * shoppers type) and counts the gateway's notifications by outcome. On the
 * root instance, before any route, so every route has it.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDone(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (`${request.method} ${route}` === WEBHOOK) {
      const status = reply.statusCode;
      metrics.webhookAnswered(status < 400 ? 'accepted' : status < 500 ? 'refused' : 'failed');
    }
    done();
  });
}

/**
 * The app's side of a drain: from the first moment of `app.close()` (or of
 * main's signal handler, which sets the state earlier) `/readyz` says 503,
 * and every answer closes its connection, so a request that was in flight
 * when the drain began does not leave a keep-alive connection holding
 * `server.close()` open until its idle timeout.
 */
export function installDrain(app: FastifyInstance, drain: DrainState): void {
  app.addHook('preClose', (done) => {
    drain.draining = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * What an operator's proxy, orchestrator and Prometheus ask: `/healthz` (the
 * process answers), `/readyz` (send it traffic) and `/metrics`. Outside
 * `/api` and the contract on purpose: no shop page or client calls them, so
 * no session, origin, kiosk or staff check looks at them, nothing limits
 * their rate, and they are never cached. `/metrics` is served on this port
 * only with `METRICS_TOKEN` as a bearer; without the variable it does not
 * exist here (`METRICS_PORT` serves it on loopback instead).
 */
export async function operationsRoutes(
  app: FastifyInstance,
  {
    metrics,
    metricsToken,
    readiness,
  }: { metrics: AppMetrics; metricsToken: string | undefined; readiness: ReadinessDeps },
): Promise<void> {
  app.get(HEALTH_PATH, { schema: { hide: true } }, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get(READY_PATH, { schema: { hide: true } }, async (_request, reply) => {
    noStore(reply);
    const { ready, checks } = await checkReadiness(readiness);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unready', checks });
  });

  if (metricsToken === undefined) return;
  const expected = `Bearer ${metricsToken}`;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    noStore(reply);
    const given = request.headers.authorization;
    if (typeof given !== 'string' || !sameSecret(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: METRICS_REFUSED });
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).send(body);
  });
}
