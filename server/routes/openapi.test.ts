import { describe, expect, it } from 'vitest';
import { POSTS_MAX_LIMIT } from '../../src/domain/catalog/limits';
import { endpointSchemas } from '../../src/domain/contract/endpoint-schemas';
import { endpointList } from '../../src/domain/contract/endpoints';
import { pathParamNames } from '../../src/domain/contract/http';
import { json, testAppPerFile } from '../testing/index';

const server = testAppPerFile();

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

describe('the OpenAPI document', () => {
  it('lists every endpoint of the contract with its parameters, body and answers', async () => {
    const document = json(
      await server.app.inject({ method: 'GET', url: endpointList.find((e) => e.id === 'apiDocs')?.path ?? '' }),
    ) as {
      paths?: Record<string, Record<string, Operation>>;
    };
    const paths = document.paths ?? {};
    for (const endpoint of endpointList) {
      const schemas = endpointSchemas[endpoint.id as keyof typeof endpointSchemas];
      const openApiPath = endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
      const operation = paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.tags).toEqual([endpoint.feature]);
      expect(operation?.summary).toBe(schemas.summary);
      expect(operation?.operationId).toBe(endpoint.id);
      // The endpoint's own answers and those the framework adds (validation, body limits, access).
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(Object.keys(schemas.answers)));
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        expect((response as { description?: string }).description, `${endpoint.id} ${status}`).not.toBe(
          'Default Response',
        );
      }
      const pathParameters = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParameters.sort()).toEqual(pathParamNames(endpoint).sort());
      expect(operation?.requestBody !== undefined).toBe('body' in schemas);
    }
  });

  it('documents money in its wire form, BYN numbers, not the kopecks the code holds', async () => {
    const document = json(await server.app.inject({ method: 'GET', url: '/api/docs/json' })) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const answer = document.paths['/api/cart/quote']?.post?.responses['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    const total = answer.content['application/json'].schema.properties.total;
    expect(total).toMatchObject({ type: 'number', minimum: 0 });
    expect(total).not.toHaveProperty('multipleOf');
  });

  it('documents no route that the contract does not describe', async () => {
    const document = json(await server.app.inject({ method: 'GET', url: '/api/docs/json' })) as {
      paths?: Record<string, Record<string, unknown>>;
    };
    // Only the API: pages are not API calls.
    const apiPaths = Object.entries(document.paths ?? {}).filter(([path]) => /^\/(api|priapi)\//.test(path));
    const documented = apiPaths.flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const described = endpointList.map((e) => `${e.method} ${e.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`);
    expect(documented.filter((entry) => !entry.startsWith('HEAD ')).sort()).toEqual(described.sort());
  });
});

interface Documented {
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; description?: string }> };
  paths: Record<string, Record<string, DocumentedOperation>>;
}
interface DocumentedOperation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { in: string; name: string; description?: string; schema: { pattern?: string } }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> & { properties: Json } } } };
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
}
type Json = Record<string, { pattern?: string }>;

const documentOf = async () =>
  json(await server.app.inject({ method: 'GET', url: '/api/docs/json' })) as unknown as Documented;
const operationOf = (document: Documented, id: string) => {
  const endpoint = endpointList.find((e) => e.id === id);
  if (!endpoint) throw new Error(`${id} is no endpoint`);
  const operation = document.paths[endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`${id} is not documented`);
  return operation;
};

describe('what the OpenAPI document says beyond the shapes (issue 31)', () => {
  it('gives each operation the security its access needs, with the Origin rule in the cookies’ schemes', async () => {
    const document = await documentOf();
    const schemes = document.components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(['identityToken', 'kiosk', 'session', 'staff']);
    expect(schemes.session?.description).toContain('Origin');
    const expected = { public: [], user: [{ session: [] }], staff: [{ staff: [] }], kiosk: [{ kiosk: [] }] };
    for (const endpoint of endpointList) {
      const operation = operationOf(document, endpoint.id);
      if (endpoint.id === 'userData') expect(operation.security).toEqual([{ identityToken: [] }]);
      else expect(operation.security, endpoint.id).toEqual(expected[endpoint.access]);
      if (endpoint.access !== 'public') expect(Object.keys(operation.responses), endpoint.id).toContain('401');
    }
  });

  it('documents the framework’s refusals, Retry-After on 429 and the idempotency replay rule', async () => {
    const document = await documentOf();
    for (const endpoint of endpointList) {
      const operation = operationOf(document, endpoint.id);
      if (endpoint.method !== 'GET')
        expect(Object.keys(operation.responses), endpoint.id).toEqual(expect.arrayContaining(['400', '413', '415']));
      if (operation.responses['429'])
        expect(operation.responses['429'].headers, endpoint.id).toHaveProperty('Retry-After');
    }
    const key = operationOf(document, 'paymentCreate').parameters?.find((p) => p.name === 'idempotency-key');
    expect(key?.description).toMatch(/replays the first answer/);
  });

  it('writes phones, contacts and the posts’ limit as the server reads them, and pickup or delivery as a union', async () => {
    const document = await documentOf();
    const body = operationOf(document, 'paymentCreate').requestBody?.content['application/json'].schema;
    const phone = new RegExp(body?.properties.phone?.pattern ?? '');
    for (const spelling of ['+375 29 123-45-67', '80291234567', '8 029 123-45-67', '291234567', '+375291234567'])
      expect(spelling).toMatch(phone);
    for (const wrong of ['12345', 'call me', '+375 29 123-45-67 доб. 5']) expect(wrong).not.toMatch(phone);
    const signin = operationOf(document, 'authSignin').requestBody?.content['application/json'].schema;
    const login = new RegExp(signin?.properties.login?.pattern ?? '');
    expect('alesya@example.by').toMatch(login);
    expect('80291234567').toMatch(login);
    expect('alesya').not.toMatch(login);
    const limit = operationOf(document, 'posts').parameters?.find((p) => p.name === 'limit');
    const limitPattern = new RegExp(limit?.schema.pattern ?? '');
    expect(['1', '10', '99', String(POSTS_MAX_LIMIT)].every((value) => limitPattern.test(value))).toBe(true);
    expect(['0', '00', String(POSTS_MAX_LIMIT + 1), '999'].some((value) => limitPattern.test(value))).toBe(false);
    expect(body?.oneOf).toEqual([
      expect.objectContaining({ required: ['deliveryMethod', 'zone', 'address'] }),
      expect.objectContaining({ required: ['deliveryMethod', 'point'] }),
    ]);
    expect(JSON.stringify(document)).not.toContain('multipleOf');
  });

  it('keeps a picture path’s rule as a pattern, not as a format no validator knows', async () => {
    const text = JSON.stringify(await documentOf());
    expect(text).not.toMatch(/"format":"(starts_with|ends_with|includes)"/);
    expect(text).toContain(String.raw`"pattern":"^\\/.*"`);
  });
});
