import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import type { EndpointRoute } from '../../src/domain/contract/http';

/*
 * Checks an answer of the server against the API document it publishes: the
 * status must be documented for the operation and the body must match the
 * documented schema, as a validating proxy (Prism) would check it.
 */

type Json = Record<string, unknown>;

/** OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; Ajv reads JSON Schema's number form. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const copy: Json = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonSchema(item)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof copy[flag] === 'boolean') {
      if (copy[flag]) copy[flag] = copy[bound];
      else delete copy[flag];
      if (copy[flag] !== undefined) delete copy[bound];
    }
  }
  return copy;
}

const pointer = (text: string) => text.replaceAll('~', '~0').replaceAll('/', '~1');
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

export type DocumentCheck = (endpoint: EndpointRoute, response: LightMyRequestResponse) => void;

/** Reads `/api/docs/json` from the app once and returns the check of an answer against it. */
export async function documentCheck(app: FastifyInstance): Promise<DocumentCheck> {
  const document = JSON.parse((await app.inject({ method: 'GET', url: endpoints.apiDocs.path })).body) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, Json> }> }>>;
    components?: Json;
  };
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(toJsonSchema({ components: document.components, paths: document.paths }) as Json, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  return (endpoint, response) => {
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    const label = `${endpoint.method} ${endpoint.path} → ${response.statusCode}`;
    const documented = document.paths[path]?.[method]?.responses[String(response.statusCode)];
    expect(documented, `${label} is not documented`).toBeDefined();
    const media = documented?.content?.['application/json'];
    if (!media || !String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
    const key = `${path} ${method} ${response.statusCode}`;
    let validate = compiled.get(key);
    if (!validate) {
      const ref = `openapi#/paths/${pointer(path)}/${method}/responses/${response.statusCode}/content/application~1json/schema`;
      validate = ajv.compile({ $ref: ref });
      compiled.set(key, validate);
    }
    const valid = validate(JSON.parse(response.body));
    expect(valid, `${label}: ${ajv.errorsText(validate.errors)} in ${response.body.slice(0, 300)}`).toBe(true);
  };
}
