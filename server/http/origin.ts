import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointList } from '../../src/domain/contract/endpoints';

export const CROSS_SITE_REFUSED = 'Запрос отклонён: он пришёл не с сайта магазина';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/priapi/user/exit`, likes, views: GETs the contract marks as changing state, by their route pattern. */
const sideEffectGets = new Set<string>(
  endpointList.filter((endpoint) => endpoint.method === 'GET' && endpoint.sideEffects === true).map((e) => e.path),
);

/** The card gateway's notification: called server to server, authenticated by its signature instead. */
const serverToServer = new Set<string>(
  endpointList.filter((endpoint) => endpoint.serverToServer === true).map((e) => `${e.method} ${e.path}`),
);

/**
 * The path of the route the request matched (`/priapi/user/exit` also for
 * `/priapi/user/%65xit`, which the router decodes), or the raw path when none
 * did: every check is made on what will run, never on how the URL was spelled.
 */
export function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
}

function changesState(request: FastifyRequest, path: string): boolean {
  if (STATE_CHANGING.has(request.method)) return true;
  return (request.method === 'GET' || request.method === 'HEAD') && sideEffectGets.has(path);
}

/**
 * Whether a state-changing call comes from the shop's own pages: the `Origin`
 * header equals `PUBLIC_URL`'s origin, or, when a browser sent none, its
 * `Sec-Fetch-Site` says `same-origin`. A request with neither (a script, curl)
 * is refused too: the session cookie alone must never be enough to act.
 */
export function fromOwnSite(request: FastifyRequest, origin: string): boolean {
  const given = request.headers.origin;
  if (given !== undefined) return given === origin;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * Cross-site request forgery guard of every state-changing call (every
 * POST, PUT, PATCH and DELETE, and the GETs the contract marks `sideEffects`),
 * whether a cookie authenticates it or not: SameSite=Lax already keeps the
 * session cookie off cross-site POSTs; this also refuses what Lax lets
 * through (a top-level GET to `/priapi/user/exit`), sign-in forms posted from
 * elsewhere (login CSRF), and another site's page spending its visitors'
 * addresses and devices on orders, ratings, likes or feedback. The shop's own
 * pages, kiosk and service-worker replays are same-origin and send `Origin`
 * (or `Sec-Fetch-Site`). Only the gateway's server-to-server notification is
 * exempt. Runs before the session is looked up, so a refused call costs no query.
 */
export function installOriginCheck(app: FastifyInstance, { publicUrl }: { publicUrl: string }): void {
  const origin = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    const path = routePath(request);
    const exempt = serverToServer.has(`${request.method} ${path}`);
    if (exempt || !changesState(request, path) || fromOwnSite(request, origin)) {
      done();
      return;
    }
    reply.status(403).header('cache-control', 'no-store').send({ message: CROSS_SITE_REFUSED });
  });
}
