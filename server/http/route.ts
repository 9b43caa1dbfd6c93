import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  type AnswerOf,
  type BodyOf,
  type EndpointSchemas,
  endpointSchemas,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
} from '../../src/domain/contract/endpoint-schemas';
import type { EndpointId, Endpoints } from '../../src/domain/contract/endpoints';
import type { EndpointRoute } from '../../src/domain/contract/http';
import { SCREEN_SESSION_READ_ONLY } from '../../src/domain/contract/staff';
import {
  isConnectionLost,
  LostConnectionError,
  lostConnectionIn,
  pauseBeforeRepeat,
  REPEATS_AFTER_LOST_CONNECTION,
} from '../db/connection-errors';
import type { RequestContext } from './context';
import { HttpError } from './errors';
import { requireKiosk } from './kiosk';
import { requireStaff } from './staff';

export const SIGN_IN_REQUIRED = 'Войдите в аккаунт, чтобы продолжить';

export interface HandlerInput<K extends EndpointId> {
  /** Validated and decoded by the endpoint's schemas before the handler runs. */
  params: ParamsOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  /** The headers the endpoint's schemas name (lower-case), validated like the rest; other headers are on `request`. */
  headers: HeadersOf<K>;
  /** The request's context: its instant, device, user and database. */
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** The handler sends bytes it compressed itself (`sendCached`), so no per-request compression runs. */
  precompressed?: boolean;
  /**
   * The handler gets the body as the raw bytes (a `Buffer` from a content-type
   * parser of the route's plugin) and checks it itself, e.g. a signature over
   * the exact bytes: the body schema then only documents the body.
   */
  rawBody?: boolean;
  /**
   * A per-user endpoint that also answers a guest (the logged check, logout)
   * or is authorized by something other than the session (the identity token
   * of `/priapi/user/data/{id}`): the handler decides, no 401 for a missing session.
   */
  optionalSignIn?: boolean;
}

/** Lets the body through untouched; every other part is validated by the app's compiler. */
const rawBodyValidatorCompiler: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/**
 * Returns the decoded success answer (encoded to the wire by the answer's
 * schema), or the reply after sending another status itself.
 */
export type Handler<K extends EndpointId> = (
  input: HandlerInput<K>,
) => Promise<AnswerOf<K> | FastifyReply> | AnswerOf<K> | FastifyReply;

const requiresSignIn = (endpoint: EndpointRoute): boolean => endpoint.access === 'user';

/**
 * Registers the handler of one endpoint of the contract: method, path,
 * validation, answers and documentation all come from the endpoint's
 * description, so a route file holds only what the endpoint does.
 */
export function route<E extends Endpoints[EndpointId]>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E['id']>,
  options: RouteOptions = {},
): void {
  type K = E['id'];
  const schemas: EndpointSchemas = endpointSchemas[endpoint.id];
  const sideEffects = 'sideEffects' in endpoint && endpoint.sideEffects === true;
  const signInRequired = requiresSignIn(endpoint) && options.optionalSignIn !== true;
  const kioskRequired = endpoint.access === 'kiosk';
  const staffRequired = endpoint.access === 'staff';
  const safeToRunAgain =
    (endpoint.method === 'GET' && !sideEffects) || ('retry' in endpoint && endpoint.retry === true);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Answers sent already compressed skip the compression hooks altogether.
    ...(options.precompressed ? { compress: false } : {}),
    ...(options.rawBody ? { validatorCompiler: rawBodyValidatorCompiler } : {}),
    // Fastify answers HEAD by running a GET's handler; a HEAD (link checkers, prefetch) must change nothing.
    exposeHeadRoute: !sideEffects,
    schema: {
      tags: [endpoint.feature],
      summary: schemas.summary,
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.headers ? { headers: schemas.headers } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: schemas.answers,
    },
    // Who may call is settled before the body is read: a caller without access learns 401, never
    // what the body should have held (the sessions, kiosk and staff cookies are read on request).
    preValidation: (request, _reply, done) => {
      try {
        // Per-user endpoints answer only a signed-in shopper; what they touch is checked against
        // `ctx.user` by the handler's service (ownership), never taken from the request.
        if (signInRequired && !request.ctx.user) throw new HttpError(401, SIGN_IN_REQUIRED);
        // Kiosk endpoints answer only an enrolled, not revoked shop tablet (`ctx.kiosk` from its cookie).
        if (kioskRequired) requireKiosk(request);
        // Staff endpoints answer only a live staff session (`ctx.staff` from `tp_staff`): a shopper's
        // session or a kiosk's cookie is not one. Roles and shops are checked by the services.
        if (staffRequired) {
          const staff = requireStaff(request);
          // A pickup screen's long session reads its shop's numbers and nothing else.
          if (staff.screenShop !== null && (endpoint as EndpointRoute).screen !== true)
            throw new HttpError(403, SCREEN_SESSION_READ_ONLY);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    handler: async (request, reply) => {
      // A GET that changes state: no cache or service worker may answer it from a stored copy.
      if (sideEffects) reply.header('cache-control', 'no-store');
      const run = () =>
        handler({
          ctx: request.ctx,
          params: request.params as ParamsOf<K>,
          query: request.query as QueryOf<K>,
          body: request.body as BodyOf<K>,
          headers: request.headers as HeadersOf<K>,
          request,
          reply,
        });
      // The database layer runs again what a lost connection cut off when that cannot do it twice (a read, a
      // transaction before its COMMIT) and otherwise throws a LostConnectionError. A request that is safe to run
      // again as a whole (a read, or one the contract lets the browser repeat: its Idempotency-Key replays what
      // the first run committed) is run again also when a write of it may have been committed, or when a lost
      // connection reached it unhandled (SQL of its own on the pool). Anything else is answered 503.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await run();
        } catch (error) {
          if (reply.sent || !isConnectionLost(error)) throw error;
          const lost = lostConnectionIn(error);
          const runAgain =
            safeToRunAgain && attempt < REPEATS_AFTER_LOST_CONNECTION && (lost === undefined || lost.outcomeUnknown);
          if (!runAgain) {
            request.log.warn({ err: error }, 'database connection lost');
            throw lost ?? new LostConnectionError(!safeToRunAgain, error);
          }
          request.log.warn({ err: error }, 'database connection lost: running the request again');
          await pauseBeforeRepeat(attempt);
        }
      }
    },
  });
}
