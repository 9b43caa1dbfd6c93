import { describe, expect, it } from 'vitest';
import { endpointSchemas } from '../../src/domain/contract/endpoint-schemas';
import { endpointList } from '../../src/domain/contract/endpoints';
import { pathParamNames } from '../../src/domain/contract/http';
import { json, testAppPerFile } from '../testing/index';

const server = testAppPerFile();

interface Operation {
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
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(Object.keys(schemas.answers).sort());
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
    expect(total).toMatchObject({ type: 'number', minimum: 0, multipleOf: 0.01 });
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
