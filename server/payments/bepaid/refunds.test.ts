import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kopecks } from '../../../src/domain/money';
import { freePort } from '../../testing/card-shop';
import { GatewayError, GatewayUncertainError, type PaymentGateway } from '../gateway';
import { createBepaidGateway } from './adapter';
import { basicAuthorization } from './signature';

/** Refunds and the tracking id query, spoken to a local fake of bePaid's gateway API. */

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let seen: Seen[] = [];
let answer: (request: Seen, response: ServerResponse) => void = (_request, response) => response.end('{}');
const fake = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on('end', () => {
    const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
    seen.push(entry);
    answer(entry, response);
  });
});
const json = (status: number, body: unknown) => (_request: Seen, response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};

let gatewayUrl: string;
let gateway: PaymentGateway;
const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  gateway = createBepaidGateway({
    // The checkout API lives elsewhere: refunds and queries must go to the gateway API's origin.
    checkoutUrl: 'http://127.0.0.1:9',
    gatewayUrl: `${gatewayUrl}/`,
    shopId: '361',
    secretKey: 'secret',
    publicKey,
    test: false,
    timeoutMs: 300,
  });
});
afterAll(() => {
  fake.closeAllConnections();
  fake.close();
});
beforeEach(() => {
  seen = [];
});

const refund = {
  parentUid: 'p-1',
  amount: kopecks(1250),
  reason: 'Возврат по заказу № 1042',
  trackingId: 'order-1042',
};
const refundAnswer = {
  transaction: {
    uid: 'r-1',
    status: 'successful',
    amount: 1250,
    currency: 'BYN',
    reason: refund.reason,
    type: 'refund',
    message: 'Successfully processed',
    test: false,
    parent_uid: 'p-1',
    refund: { status: 'successful', ref_id: '8889999', message: 'Refund was approved' },
  },
};

async function caught(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('refund', () => {
  it('posts bePaid’s refund request to the gateway API: Basic auth, minor units, reason, tracking id', async () => {
    answer = json(200, refundAnswer);
    const transaction = await gateway.refund(refund);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/transactions/refunds');
    expect(request?.headers.authorization).toBe(basicAuthorization('361', 'secret'));
    expect(request?.headers['x-api-version']).toBe('2');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      request: { parent_uid: 'p-1', amount: 1250, reason: refund.reason, tracking_id: 'order-1042' },
    });
    expect(transaction).toMatchObject({
      uid: 'r-1',
      status: 'successful',
      type: 'refund',
      parent_uid: 'p-1',
      amount: 1250,
      currency: 'BYN',
      tracking_id: 'order-1042',
      test: false,
    });
  });

  it('turns the duplicate check off only when asked', async () => {
    answer = json(200, refundAnswer);
    await gateway.refund({ ...refund, duplicateCheck: false });
    expect(JSON.parse(seen[0]?.body ?? '').request.duplicate_check).toBe(false);
  });

  it('fills what the answer leaves out from the request, and keeps a declined refund’s status', async () => {
    answer = json(200, {
      transaction: { uid: 'r-2', type: 'refund', test: false, status: 'failed', message: 'Refund was declined' },
    });
    expect(await gateway.refund(refund)).toMatchObject({
      uid: 'r-2',
      status: 'failed',
      type: 'refund',
      parent_uid: 'p-1',
      amount: 1250,
      tracking_id: 'order-1042',
    });
  });

  it('reports a refusal as a definite GatewayError, and names a duplicate', async () => {
    answer = json(422, { message: 'Amount exceeds what is left to refund', errors: { amount: ['too big'] } });
    const refused = await caught(gateway.refund(refund));
    expect(refused.uncertain).toBe(false);
    expect(refused).not.toBeInstanceOf(GatewayUncertainError);
    expect(refused.status).toBe(422);
    expect(refused.duplicate).toBe(false);
    expect(refused.message).toContain('Amount exceeds');

    answer = json(422, { message: 'Duplicate refund', errors: { base: ['duplicate'] } });
    expect((await caught(gateway.refund(refund))).duplicate).toBe(true);
  });

  it.each([
    ['a 500', json(500, { message: 'Internal error' })],
    ['a 502 from a proxy', json(502, '<html>Bad gateway</html>')],
    ['a 504', json(504, '')],
    ['a 408', json(408, '')],
    ['a 200 with a body that is not a transaction', json(200, '<html>')],
    ['a 200 with JSON of another shape', json(200, { checkout: {} })],
    ['no answer within the timeout', () => undefined],
    ['a dropped connection', (_request: Seen, response: ServerResponse) => response.socket?.destroy()],
  ])('reports %s as uncertain, never as a refusal', async (_case, respond) => {
    answer = respond;
    const error = await caught(gateway.refund(refund));
    expect(error).toBeInstanceOf(GatewayUncertainError);
    expect(error.uncertain).toBe(true);
  });

  it('reports a gateway whose connection never opened as a definite failure: the refund never left', async () => {
    const closed = createBepaidGateway({
      checkoutUrl: `http://127.0.0.1:${await freePort()}`,
      shopId: '361',
      secretKey: 'secret',
      publicKey,
      test: false,
    });
    const error = await caught(closed.refund(refund));
    expect(error.uncertain).toBe(false);
    expect(error).not.toBeInstanceOf(GatewayUncertainError);
  });
});

describe('findTransactions', () => {
  const payment = {
    uid: 'p-1',
    status: 'successful',
    amount: 2500,
    currency: 'BYN',
    type: 'payment',
    tracking_id: 'order-1042',
    test: false,
  };

  it('asks bePaid’s tracking id query and reads several transactions, refunds with their parent', async () => {
    answer = json(200, { transactions: [refundAnswer.transaction, payment] });
    const found = await gateway.findTransactions('order/1042');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/v2/transactions/tracking_id/order%2F1042');
    expect(seen[0]?.headers.authorization).toBe(basicAuthorization('361', 'secret'));
    expect(found).toMatchObject([
      { uid: 'r-1', type: 'refund', parent_uid: 'p-1', amount: 1250, tracking_id: 'order/1042' },
      { uid: 'p-1', type: 'payment', amount: 2500, tracking_id: 'order-1042' },
    ]);
  });

  it('reads the single-transaction answer as a list of one', async () => {
    answer = json(200, { transaction: payment });
    expect(await gateway.findTransactions('order-1042')).toMatchObject([{ uid: 'p-1', type: 'payment' }]);
  });

  it('answers [] for a tracking id the gateway never saw, and uncertainty for a failure', async () => {
    answer = json(404, { message: 'Transaction not found' });
    expect(await gateway.findTransactions('order-none')).toEqual([]);
    answer = json(503, '');
    expect((await caught(gateway.findTransactions('order-1042'))).uncertain).toBe(true);
    answer = json(401, { message: 'Unauthorized' });
    expect((await caught(gateway.findTransactions('order-1042'))).status).toBe(401);
  });
});
