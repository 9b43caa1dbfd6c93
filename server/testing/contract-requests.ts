import fc from 'fast-check';
import { z } from 'zod';
import { type EndpointSchemas, endpointSchemas } from '../../src/domain/contract/endpoint-schemas';
import type { EndpointId } from '../../src/domain/contract/endpoints';
import { type EndpointRoute, pathParamNames } from '../../src/domain/contract/http';

/*
 * Requests built from the contract alone, for tests that must cover every
 * endpoint, including ones added after the test was written: a sample value
 * for each request part (params, query, headers, body) from the part's JSON
 * Schema, with values a test knows (a real product, shop, order) put in by
 * property name.
 */

export const REQUEST_PARTS = ['params', 'query', 'headers', 'body'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

export type RequestSample = Partial<Record<RequestPart, unknown>>;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/**
 * A known good value for a property of this name, or `undefined` to let the
 * schema decide. Optional properties with a hint are part of the base request.
 */
export type Hint = (schema: JsonSchema) => unknown;
export type Hints = Readonly<Record<string, Hint>>;

const FIXED_UUID = '3f1c2a4e-8b5d-4c6e-9f70-1a2b3c4d5e6f';

function fromPattern(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const matching = fc
    .stringMatching(new RegExp(schema.pattern ?? ''), { size: 'xsmall' })
    .filter((value) => value.length >= min && value.length <= max);
  // A fixed seed: the same request every run, so a failure can be reproduced.
  return fc.sample(matching, { seed: 26, numRuns: 1 })[0] ?? '';
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'alesya@example.by';
    case 'uuid':
      return FIXED_UUID;
    case 'date':
      return '2026-11-22';
    case 'date-time':
      return '2026-11-22T12:00:00+03:00';
    case 'uri':
      return 'https://example.by/';
  }
  if (schema.pattern) return fromPattern(schema);
  const text = 'Тест'.padEnd(schema.minLength ?? 0, 'т');
  return text.slice(0, schema.maxLength ?? text.length);
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const floor = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
  return integer ? Math.ceil(floor) : floor;
}

interface Walk {
  root: JsonSchema;
  hints: Hints;
  /** `full`: every optional property too; `base`: required ones and those with a hint. */
  mode: 'base' | 'full';
}

function resolve(schema: JsonSchema, walk: Walk): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return walk.root.$defs?.[name] ?? {};
}

function sampleOf(given: JsonSchema, walk: Walk, name?: string): unknown {
  const schema = resolve(given, walk);
  const hinted = name === undefined ? undefined : walk.hints[name]?.(schema);
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  // Beside `properties`, `oneOf` only constrains the object (the order's pickup or delivery), the hints choose.
  if (branches?.[0] && !schema.properties) return sampleOf(branches[0], walk, name);
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], walk, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
        const wanted = walk.mode === 'full' || required.has(key) || walk.hints[key]?.(property) !== undefined;
        return wanted ? [[key, sampleOf(property, walk, key)] as const] : [];
      });
      return Object.fromEntries(entries);
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items ?? {}, walk));
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return schema.default ?? false;
    case 'null':
      return null;
    default:
      return schema.default ?? null;
  }
}

export function schemasOf(endpoint: Pick<EndpointRoute, 'id'>): EndpointSchemas {
  return endpointSchemas[endpoint.id as EndpointId];
}

const inputSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** The JSON Schema of what a client sends (codecs' wire side), made once per schema. */
function inputSchemaOf(schema: z.ZodType): JsonSchema {
  let json = inputSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    inputSchemas.set(schema, json);
  }
  return json;
}

/** A request for the endpoint its schemas should accept, every part as it goes on the wire. */
export function sampleRequest(
  endpoint: Pick<EndpointRoute, 'id'>,
  hints: Hints,
  mode: Walk['mode'] = 'base',
): RequestSample {
  const schemas = schemasOf(endpoint);
  const sample: RequestSample = {};
  for (const part of REQUEST_PARTS) {
    const schema = schemas[part];
    if (!schema) continue;
    const root = inputSchemaOf(schema);
    sample[part] = sampleOf(root, { root, hints, mode });
  }
  return sample;
}

/** Where a value sits in a request: its part and the keys down to it. */
export interface FieldPath {
  part: RequestPart;
  keys: (string | number)[];
}

export const fieldLabel = ({ part, keys }: FieldPath): string => [part, ...keys].join('.');

function stringLeaves(value: unknown, keys: (string | number)[]): (string | number)[][] {
  if (typeof value === 'string') return [keys];
  if (Array.isArray(value)) return value.flatMap((entry, index) => stringLeaves(entry, [...keys, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => stringLeaves(entry, [...keys, key]));
  }
  return [];
}

/** Every string of these request parts, optional fields included (take them from a `full` sample). */
export function stringFields(sample: RequestSample, parts: readonly RequestPart[]): FieldPath[] {
  return parts.flatMap((part) => stringLeaves(sample[part], []).map((keys) => ({ part, keys })));
}

/** The value at `path` in the request, or `undefined`. */
export function valueAt(sample: RequestSample, { part, keys }: FieldPath): unknown {
  return keys.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    sample[part],
  );
}

/** A copy of the request with one value put at `path` (the objects on the way are made when missing). */
export function withValueAt(sample: RequestSample, { part, keys }: FieldPath, value: string): RequestSample {
  const copy = structuredClone(sample);
  if (keys.length === 0) return { ...copy, [part]: value };
  copy[part] ??= {};
  let node = copy[part] as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[keys[keys.length - 1] as string | number] = value;
  return copy;
}

/**
 * A path segment or query value percent-encoded as a client would send it. A
 * lone surrogate, which `encodeURIComponent` refuses, goes as the three bytes
 * a WTF-8 encoder writes for it: not UTF-8, so the server must refuse it.
 */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/** The endpoint's URL for these path parameters and query, both percent-encoded by `percentEncode`. */
export function requestUrl(endpoint: Pick<EndpointRoute, 'path'>, sample: RequestSample): string {
  const params = (sample.params ?? {}) as Record<string, unknown>;
  const names = new Set(pathParamNames(endpoint));
  const path = endpoint.path
    .split('/')
    .map((segment) => {
      const name = segment.startsWith(':') ? segment.slice(1) : null;
      return name && names.has(name) ? percentEncode(String(params[name] ?? '')) : segment;
    })
    .join('/');
  const query = Object.entries((sample.query ?? {}) as Record<string, unknown>)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
