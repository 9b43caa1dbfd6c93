import type { ShopReadApi } from '../domain/contract/api';
import { type EndpointSchemaGroup, schemaGroupOf } from '../domain/contract/endpoint-schema-groups';
import type {
  AnswerOf,
  BodyOf,
  EndpointSchemas,
  HeadersOf,
  PathParamsOf,
  QueryOf,
} from '../domain/contract/endpoint-schemas';
import type { EndpointId, Endpoints } from '../domain/contract/endpoints';
import { catalogEndpoints, contentEndpoints, deliveryEndpoints } from '../domain/contract/endpoints-read';
import { buildPath } from '../domain/contract/http';
import { isQueuedResponse, type QueuedAnswer } from '../domain/contract/sync-queue';
import { loadOnce } from '../shared/load-once';

/** SPEC §8: what a shopper reads when a call failed and the server said nothing usable. */
export const GENERIC_REQUEST_ERROR = 'Не удалось выполнить запрос. Попробуйте ещё раз.';

/**
 * Every failed API call: the server's Russian `message` when it sent one (SPEC
 * §8), else the generic sentence. `status` is undefined when the request never
 * got an answer (offline, dropped connection, timeout).
 */
export class ApiError extends Error {
  constructor(
    readonly endpoint: EndpointId,
    readonly status: number | undefined,
    /** The server's own `message`, when its answer had one. */
    readonly serverMessage: string | null = null,
    options?: { cause?: unknown; answer?: unknown },
  ) {
    super(serverMessage ?? GENERIC_REQUEST_ERROR, options);
    this.name = 'ApiError';
    this.answer = options?.answer;
  }

  /**
   * The refusal's body as the contract describes it for this status (e.g. a
   * staff `409` carries the order as it is now); undefined when it had none.
   */
  readonly answer: unknown;

  /** The request never reached the server or its answer never came back. */
  get isNetworkFailure(): boolean {
    return this.status === undefined;
  }

  /** A 4xx: the server refused this request, and sending it again would not help. */
  get isRefusal(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 4xx answer is final (unknown id, bad value): the change did not happen and retrying would not help. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.isRefusal;
}

/** A request that never reached the server (offline, connection dropped), as opposed to a server failure. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.isNetworkFailure;
}

type Endpoint = Endpoints[EndpointId];

type CallInput<K extends EndpointId> = (PathParamsOf<K> extends undefined
  ? { params?: undefined }
  : { params: PathParamsOf<K> }) &
  (BodyOf<K> extends undefined ? { body?: undefined } : { body: BodyOf<K> }) &
  // The headers the endpoint's schema reads (the idempotency key, SPEC §6's identity pair), and no others.
  (HeadersOf<K> extends undefined ? { headers?: undefined } : { headers: HeadersOf<K> }) & {
    query?: QueryOf<K>;
    signal?: AbortSignal;
  };

type RequiredKeys<T> = { [P in keyof T]-?: undefined extends T[P] ? never : P }[keyof T];
type InputArgs<K extends EndpointId> =
  RequiredKeys<CallInput<K>> extends never ? [input?: CallInput<K>] : [input: CallInput<K>];

/** Queued writes may be answered by the service worker instead of the server: pending, not failed. */
export type CallResult<E extends Endpoint> = E extends { offline: { kind: 'queue' } }
  ? AnswerOf<E['id']> | QueuedAnswer
  : AnswerOf<E['id']>;

const REQUEST_TIMEOUT_MS = 15_000;

// The schemas (and zod with them) load with the first call, not with the page's first bundle;
// those that parse phone numbers (and the phone parser with them) only with the first call that needs them.
// Each group's module names its schemas `groupSchemas`: one property to read, whichever the group.
const loadGroupSchemas = {
  startup: loadOnce(() => import('../domain/contract/endpoint-schemas-startup')),
  order: loadOnce(() => import('../domain/contract/endpoint-schemas-order')),
} satisfies Record<EndpointSchemaGroup, unknown>;
const loadBaseSchemas = loadOnce(() => import('../domain/contract/endpoint-schemas-base'));
const loadAllSchemas = loadOnce(() => import('../domain/contract/endpoint-schemas'));
// The HTTP client likewise: fetched beside the schemas, so the first call waits for no extra round trip.
const loadHttpClient = loadOnce(() => import('ofetch'));
async function schemasOf(id: EndpointId): Promise<EndpointSchemas> {
  const group = schemaGroupOf(id);
  const grouped: Partial<Record<EndpointId, EndpointSchemas>> | undefined =
    group && (await loadGroupSchemas[group]()).groupSchemas;
  if (grouped?.[id]) return grouped[id];
  const { baseEndpointSchemas } = await loadBaseSchemas();
  if (id in baseEndpointSchemas) return baseEndpointSchemas[id as keyof typeof baseEndpointSchemas];
  return (await loadAllSchemas()).endpointSchemas[id];
}

function serverMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  const message: unknown = data.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Answers worth one more try: the network or the server stumbled, the request itself was fine. */
const RETRY_STATUSES = [408, 425, 429, 500, 502, 503, 504];

/**
 * Calls one endpoint of the contract. Path parameters are encoded into the
 * path, the body is encoded to the wire form by its schema, and the answer is
 * checked and decoded by the schema of its status (money arrives as kopecks).
 * Every failure is an `ApiError`.
 */
export async function api<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E['id']>): Promise<CallResult<E>> {
  const call = (input ?? {}) as CallInput<E['id']>;
  const [schemas, { FetchError, ofetch }] = await Promise.all([schemasOf(endpoint.id), loadHttpClient()]).catch(
    (error: unknown) => {
      // The code to make the call could not be fetched: to the caller, the request never got an answer.
      throw new ApiError(endpoint.id, undefined, null, { cause: error });
    },
  );
  const sideEffects = 'sideEffects' in endpoint && endpoint.sideEffects === true;
  const retry = 'retry' in endpoint ? endpoint.retry : endpoint.method === 'GET';
  let response: Awaited<ReturnType<typeof ofetch.raw>>;
  try {
    response = await ofetch.raw(buildPath(endpoint, (call.params ?? {}) as Record<string, string | number>), {
      method: endpoint.method,
      body:
        schemas.body && call.body !== undefined
          ? (schemas.body.encode(call.body) as Record<string, unknown>)
          : undefined,
      query: call.query as Record<string, unknown> | undefined,
      headers: call.headers as Record<string, string> | undefined,
      signal: call.signal,
      timeout: REQUEST_TIMEOUT_MS,
      retry: retry ? 1 : 0,
      // ofetch would also repeat a 409; here it is a final answer (the slot was taken, the order is being placed).
      retryStatusCodes: RETRY_STATUSES,
      // Calls that change counters must never be answered by the HTTP cache.
      cache: sideEffects ? 'no-store' : undefined,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof FetchError) {
      const described = error.status === undefined ? undefined : schemas.answers[error.status]?.safeParse(error.data);
      throw new ApiError(endpoint.id, error.status, serverMessage(error.data), {
        cause: error,
        answer: described?.success ? described.data : undefined,
      });
    }
    throw new ApiError(endpoint.id, undefined, null, { cause: error });
  }
  if (isQueuedResponse(response)) return response._data as QueuedAnswer as CallResult<E>;
  const schema = schemas.answers[response.status];
  const parsed = schema?.safeParse(response._data);
  if (!parsed?.success) {
    console.error(`[api] ${endpoint.id}: unexpected answer with status ${response.status}`, parsed?.error);
    throw new ApiError(endpoint.id, response.status);
  }
  return parsed.data as CallResult<E>;
}

/** A missing or malformed id is an answer (nothing there), not a failure. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The read API over HTTP, for route loaders running in the browser. */
export function createHttpReadApi(): ShopReadApi {
  return {
    productsAll: () => api(catalogEndpoints.productsAll),
    product: (id) => orNull(api(catalogEndpoints.product, { params: { id } })),
    subslider: () => api(catalogEndpoints.subslider),
    adresa: () => api(contentEndpoints.adresa),
    alerts: () => api(contentEndpoints.alerts),
    promos: () => api(catalogEndpoints.promos),
    deliveryOptions: () => api(deliveryEndpoints.deliveryOptions),
    posts: (direction, limit) => api(contentEndpoints.posts, { params: { direction, limit } }),
    post: (slug) => orNull(api(contentEndpoints.post, { params: { slug } })),
  };
}
