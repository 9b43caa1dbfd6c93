import type { SyncQueueName } from './sync-queue';

/**
 * How an endpoint is reached, as plain data: method, path, who may call it and
 * how the service worker treats it. Free of zod on purpose: the service worker
 * and the page's first bundle read these without loading any schema. The
 * schemas of the same endpoints are in `endpoint-schemas.ts`, keyed by `id`.
 */

/** Public calls, answered to anyone (SPEC §7 `/api`). */
export const API_PREFIX = '/api';
/** Per-user calls (SPEC §6–7 `/priapi`): the server checks the session and ownership. */
export const PRIVATE_API_PREFIX = '/priapi';

/**
 * Calls that read or start a session (issue 14): the per-user API and sign-up,
 * sign-in and recovery. The server resolves the session cookie only for these;
 * the service worker never caches them.
 */
export const SESSION_PATH_PATTERN = new RegExp(`^(${PRIVATE_API_PREFIX}|${API_PREFIX}/auth)/`);

/**
 * Staff calls: the board's (issue 26) and the back office's (issue 29). The
 * staff session cookie is read and `Origin` checked for these.
 */
export const STAFF_API_PATH_PATTERN = new RegExp(`^${API_PREFIX}/(staff|admin)/`);

/** Whether a same-origin path is an API call (public or per-user), never a page or a file. */
export const API_PATH_PATTERN = new RegExp(`^(${API_PREFIX}|${PRIVATE_API_PREFIX})/`);

export type EndpointAccess = 'public' | 'user' | 'kiosk' | 'staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type EndpointFeature =
  | 'catalog'
  | 'content'
  | 'engagement'
  | 'storage'
  | 'cart'
  | 'system'
  | 'orders'
  | 'payments'
  | 'account'
  | 'kiosk'
  | 'staff'
  | 'admin'
  | 'push';

/**
 * What the service worker does with the endpoint: `read` answers are kept
 * stale-while-revalidate for offline browsing; `queue` writes are kept and
 * replayed by background sync when the network fails. Absent: network only.
 */
export type OfflinePolicy = { kind: 'read' } | { kind: 'queue'; queue: SyncQueueName };

export interface EndpointRoute {
  /** The key of the endpoint in `endpoints` and `endpointSchemas`. */
  readonly id: string;
  readonly feature: EndpointFeature;
  /**
   * `public` lives under `/api`, `user` under `/priapi`; `kiosk` (under
   * `/api/kiosk`) answers only an enrolled shop tablet (its device cookie);
   * `staff` (under `/api/staff`, and the back office's under `/api/admin`) only a
   * signed-in staff member (`tp_staff`); roles are checked by the services.
   */
  readonly access: EndpointAccess;
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/product/:id`. Parameters are whole segments. */
  readonly path: string;
  /** A GET that changes state (counters): never cached, never answered to HEAD, and checked like a POST (Origin). */
  readonly sideEffects?: boolean;
  /**
   * Called by another server (the card gateway's notification), never from a
   * browser: the only state-changing endpoint without the Origin check, so it
   * must authenticate its caller itself (a signature over the body).
   */
  readonly serverToServer?: boolean;
  /** Whether the browser may send it again after a network failure; by default only GETs are. */
  readonly retry?: boolean;
  readonly offline?: OfflinePolicy;
  /**
   * A `staff` endpoint a pickup screen's session may call (issue 28): that
   * session only shows its shop's numbers, so every other staff or back-office
   * call is refused to it (403).
   */
  readonly screen?: boolean;
}

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)$/;

function segments(path: string): string[] {
  return path.split('/').slice(1);
}

/** The names of an endpoint's path parameters, in order. */
export function pathParamNames(route: Pick<EndpointRoute, 'path'>): string[] {
  return segments(route.path).flatMap((segment) => {
    const name = PARAM.exec(segment)?.[1];
    return name ? [name] : [];
  });
}

/** The concrete path for these parameter values, each segment percent-encoded. */
export function buildPath(route: Pick<EndpointRoute, 'path'>, params: Record<string, string | number> = {}): string {
  return `/${segments(route.path)
    .map((segment) => {
      const name = PARAM.exec(segment)?.[1];
      if (!name) return segment;
      const value = params[name];
      if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.path}`);
      return encodeURIComponent(String(value));
    })
    .join('/')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Compiled once per path: the service worker matches every request it sees against these.
const patterns = new Map<string, RegExp>();

/** A pattern matching the endpoint's concrete paths: one non-empty segment per parameter. */
export function pathPattern(route: Pick<EndpointRoute, 'path'>): RegExp {
  let pattern = patterns.get(route.path);
  if (!pattern) {
    const body = segments(route.path)
      .map((segment) => (PARAM.test(segment) ? '([^/]+)' : escapeRegExp(segment)))
      .join('/');
    pattern = new RegExp(`^/${body}$`);
    patterns.set(route.path, pattern);
  }
  return pattern;
}

/** The parameters of `pathname` if it is one of the endpoint's paths, else `null`. */
export function matchPath(route: Pick<EndpointRoute, 'path'>, pathname: string): Record<string, string> | null {
  const match = pathPattern(route).exec(pathname);
  if (!match) return null;
  const names = pathParamNames(route);
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  } catch {
    // A malformed %-escape names nothing this endpoint has.
    return null;
  }
}
