import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { endpointList } from '../../src/domain/contract/endpoints';
import { completeDocument, type OpenApiDocument } from './openapi-document';

const described = new Set(endpointList.map((endpoint) => `${endpoint.method} ${endpoint.path}`));

/**
 * The API document (`/api/docs/json`), generated from the routes the contract
 * registers: its schemas are the contract's zod schemas, so it cannot drift
 * from what the server checks and answers.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Тёплый пирог API',
        description: 'API of the «Тёплый пирог» shop',
        version: '1',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'The shop this document was read from' }],
      tags: [
        { name: 'catalog', description: 'Products, stories, promotions, ratings' },
        { name: 'content', description: 'News, shops, alerts, feedback' },
        { name: 'engagement', description: 'Likes and views of news posts, per device' },
        { name: 'storage', description: 'Device cart and favorites' },
        { name: 'cart', description: 'Server-side pricing of a cart' },
        { name: 'orders', description: 'Delivery zones, pickup points and time slots' },
        { name: 'payments', description: 'Orders, card payment and the gateway notification' },
        { name: 'account', description: 'Sign-up, sign-in, recovery, the signed-in shopper’s profile' },
        { name: 'kiosk', description: 'Shop tablets in kiosk mode: enrolment, PIN, pickup-now orders' },
        {
          name: 'staff',
          description: 'The bakery’s staff: sign-in, their shops’ orders, stages, cash, cancel, refund',
        },
        { name: 'admin', description: 'The back office: catalogue, content, delivery, promotions, staff' },
        { name: 'push', description: 'Web push: the VAPID key and a device’s subscription' },
        { name: 'system', description: 'Health and documentation' },
      ],
    },
    // The document is the contract: a route it does not describe (an uploaded picture) is a file, not an API call.
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = String(input.route.method);
      return described.has(`${method} ${input.url}`) ? { schema, url } : { schema: { ...schema, hide: true }, url };
    },
    // Operation ids, security and every status with its meaning, from the contract.
    transformObject: (documents) =>
      'openapiObject' in documents
        ? completeDocument(documents.openapiObject as OpenApiDocument)
        : documents.swaggerObject,
  });
}
