import { endpointSchemas } from '../../src/domain/contract/endpoint-schemas';
import { endpointList } from '../../src/domain/contract/endpoints';
import type { EndpointRoute } from '../../src/domain/contract/http';
import { KIOSK_COOKIE } from '../../src/domain/contract/kiosk';
import { SESSION_COOKIE } from '../services/accounts/sessions';
import { STAFF_COOKIE } from '../services/staff/sessions';

/**
 * What `@fastify/swagger` cannot infer from the routes alone, completed from
 * the contract: operation ids, who may call (security), and every status the
 * server can answer with what it means. Nothing here repeats a shape or a path:
 * both come from `endpointList` and `endpointSchemas`.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; description?: string }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, Json>;
}
export interface OpenApiDocument {
  components?: { schemas?: Json; securitySchemes?: Json };
  paths: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

const ORIGIN_RULE =
  'A state-changing call from a browser must carry the shop’s own `Origin` (or `Sec-Fetch-Site: same-origin`); ' +
  'without it the server answers 403 whatever the cookie.';

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `A shopper’s session, set by sign-up, sign-in and recovery. ${ORIGIN_RULE}`,
  },
  staff: {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_COOKIE,
    description: `A staff member’s session, set by the staff sign-in; a pickup screen’s session reads only its shop’s numbers. ${ORIGIN_RULE}`,
  },
  kiosk: {
    type: 'apiKey',
    in: 'cookie',
    name: KIOSK_COOKIE,
    description: `An enrolled, not revoked shop tablet. ${ORIGIN_RULE}`,
  },
  identityToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The identity token (`authorization: Bearer …`) sent together with the `x-user-id` header it was issued for.',
  },
} as const;

const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: 'Done',
  201: 'Created',
  202: 'Accepted',
  204: 'Done, no content',
  400: 'The request is malformed or a value is invalid; `message` says which, in Russian',
  401: 'No valid session or token for this call',
  403: 'Refused: a cross-site call (no shop `Origin`), a missing device cookie, or a role or session without the right',
  404: 'Nothing with this id or path',
  409: 'Conflicts with the current state (taken, already exists, already done)',
  413: 'The request body is larger than the server accepts',
  414: 'A path parameter is longer than the server reads',
  415: 'The request body’s content type is not one the endpoint reads',
  422: 'Understood but cannot be done as asked (e.g. the Idempotency-Key came with another body)',
  429: 'Too many attempts; wait the seconds in `Retry-After`',
  502: 'The card gateway failed to answer; nothing was kept',
  503:
    'Not available now: no card gateway is configured, or the database connection was lost (for a write while it ' +
    'was being committed, so whether it was kept is unknown: read the state again before repeating it); ' +
    'wait the seconds in `Retry-After`',
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
};

const IDEMPOTENCY_RULE =
  'One random key per checkout attempt. Sending the same key again with the same body replays the first answer ' +
  'and places nothing new; the same key with another body is refused with 422.';

function securityOf(endpoint: EndpointRoute, headerNames: string[]): Record<string, string[]>[] {
  if (headerNames.includes('authorization')) return [{ identityToken: [] }];
  if (endpoint.access === 'user') return [{ session: [] }];
  if (endpoint.access === 'staff') return [{ staff: [] }];
  if (endpoint.access === 'kiosk') return [{ kiosk: [] }];
  return [];
}

/**
 * Statuses the server can answer besides the endpoint's own: validation, the
 * body parsers (any call but a GET may carry a body), long or unknown paths,
 * access, the Origin check and a lost database connection.
 */
function impliedStatuses(endpoint: EndpointRoute, operation: Operation): number[] {
  const statuses: number[] = [];
  const readsBody = endpoint.method !== 'GET';
  if (operation.parameters?.length || readsBody) statuses.push(400);
  if (readsBody) statuses.push(413, 415);
  if (operation.parameters?.some((p) => p.in === 'path')) statuses.push(404, 414);
  if (endpoint.access !== 'public') statuses.push(401);
  const changesState = endpoint.method !== 'GET' || endpoint.sideEffects === true;
  if ((changesState && endpoint.serverToServer !== true) || endpoint.access === 'staff') statuses.push(403);
  // Any call may lose its database connection (a failover): `route()` answers 503 when it cannot run it again.
  statuses.push(503);
  return statuses;
}

/**
 * zod names its string checks as formats (`startsWith` → `format: starts_with`) beside the `pattern` that
 * carries the rule; no validator knows those formats and Ajv warns on each, so only the pattern stays.
 */
const ZOD_ONLY_FORMATS = new Set(['starts_with', 'ends_with', 'includes']);

function dropZodOnlyFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropZodOnlyFormats(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  if (typeof schema.format === 'string' && ZOD_ONLY_FORMATS.has(schema.format) && typeof schema.pattern === 'string') {
    delete schema.format;
  }
  for (const value of Object.values(schema)) dropZodOnlyFormats(value);
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** Completes the generated document in place and returns it. */
export function completeDocument(document: OpenApiDocument): OpenApiDocument {
  document.components = { ...document.components, securitySchemes: { ...SECURITY_SCHEMES } };
  const errorContent = (existing: Record<string, Json>) =>
    Object.entries(existing).find(([status]) => Number(status) >= 400)?.[1]?.content ?? {
      'application/json': {
        schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      },
    };
  for (const endpoint of endpointList as readonly EndpointRoute[]) {
    const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    if (!operation) continue;
    const schemas = endpointSchemas[endpoint.id as keyof typeof endpointSchemas];
    operation.operationId = endpoint.id;
    operation.description = schemas.summary;
    const headerNames = (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    operation.security = securityOf(endpoint, headerNames);
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in === 'header' && parameter.name === 'idempotency-key') parameter.description = IDEMPOTENCY_RULE;
    }
    const content = errorContent(operation.responses);
    for (const status of impliedStatuses(endpoint, operation)) {
      operation.responses[String(status)] ??= { description: '', content };
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      response.description = STATUS_DESCRIPTIONS[Number(status)] ?? `HTTP ${status}`;
      if (status === '429' || status === '503') response.headers = RETRY_AFTER;
    }
  }
  dropZodOnlyFormats(document.paths);
  dropZodOnlyFormats(document.components?.schemas);
  return document;
}
