import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kopecks } from '../../../src/domain/money';
import { freePort } from '../../testing/card-shop';
import { payOnSandboxPage, type SandboxPair, startSandboxPair } from '../../testing/payments';
import { GatewayError, mayHaveActed, type PaymentGateway } from '../gateway';
import { createBepaidGateway } from './adapter';

/*
 * What a failed call tells of the money: a definite refusal (bePaid's 4xx, or
 * a connection that never opened) against an outcome nobody knows (a timeout,
 * a reset after the request went out, a 5xx, an answer that does not parse),
 * and the status query by tracking_id that resolves the latter.
 */

const charge = (orderId: string, cardToken = 'a'.repeat(48)) => ({
  orderId,
  amount: kopecks(2500),
  description: 'Заказ № 1 — Тёплый пирог',
  cardToken,
  returnUrl: `http://localhost:3000/doneorder?uid=${orderId}`,
  notificationUrl: 'http://localhost:3000/api/payment/webhook',
});

async function failureOf(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('a failed token charge', () => {
  type Answer = (request: IncomingMessage, response: ServerResponse) => void;
  let answer: Answer = (_request, response) => response.end();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(request, response));
  });
  let gateway: PaymentGateway;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    gateway = createBepaidGateway({
      checkoutUrl: `http://127.0.0.1:${port}`,
      shopId: '1',
      secretKey: 's',
      publicKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
      test: true,
      timeoutMs: 300,
    });
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const json =
    (status: number, body: unknown): Answer =>
    (_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

  it.each<[string, Answer, number | undefined]>([
    ['a timeout', () => undefined, undefined],
    ['a connection reset after the request was read', (request) => request.socket.destroy(), undefined],
    ['a 500', json(500, { message: 'Internal error' }), 500],
    ['a 502 page from a proxy', (_request, response) => response.writeHead(502).end('<html>Bad Gateway'), 502],
    ['a 4xx page that is not bePaid’s', (_request, response) => response.writeHead(403).end('<html>Forbidden'), 403],
    ['an answer that does not parse', (_request, response) => response.end('<html>'), 200],
    [
      'a transaction of a status the shop does not know',
      json(200, { transaction: { uid: 'u', type: 'payment', test: true, status: 'processing' } }),
      undefined,
    ],
  ])('is uncertain on %s', async (_case, behaviour, status) => {
    answer = behaviour;
    const error = await failureOf(gateway.chargeToken(charge('order-1')));
    expect(error.status).toBe(status);
    expect(error.uncertain).toBe(true);
    expect(mayHaveActed(error)).toBe(true);
  });

  it('is a definite refusal on bePaid’s own 4xx', async () => {
    answer = json(422, { message: 'Card token is invalid', errors: { 'credit_card.token': ['unknown'] } });
    const error = await failureOf(gateway.chargeToken(charge('order-1')));
    expect(error).toMatchObject({ status: 422, uncertain: false });
    expect(mayHaveActed(error)).toBe(false);
  });

  it('is a definite refusal when no connection opened', async () => {
    const closed = createBepaidGateway({
      checkoutUrl: `http://127.0.0.1:${await freePort()}`,
      shopId: '1',
      secretKey: 's',
      publicKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
      test: true,
    });
    expect(await failureOf(closed.chargeToken(charge('order-1')))).toMatchObject({ uncertain: false });
  });

  it('reads several transactions of one tracking_id as bePaid lists them', async () => {
    const transaction = (uid: string, status: string) => ({
      uid,
      type: 'payment',
      status,
      amount: 2500,
      currency: 'BYN',
      tracking_id: 'order-2',
      test: true,
    });
    answer = json(200, { transactions: [transaction('t-2', 'successful'), transaction('t-1', 'failed')] });
    expect(await gateway.findTransactions('order-2')).toMatchObject([
      { uid: 't-2', status: 'successful', type: 'payment', test: true },
      { uid: 't-1', status: 'failed' },
    ]);
    answer = json(500, { message: 'Internal error' });
    expect(await failureOf(gateway.findTransactions('order-2'))).toMatchObject({ uncertain: true });
  });
});

describe('findTransactions on the sandbox', () => {
  let pair: SandboxPair;
  beforeAll(async () => {
    pair = await startSandboxPair();
  });
  afterAll(() => pair?.close());

  it('finds nothing for an order never charged, then the payment of a checkout and of a saved card', async () => {
    expect(await pair.gateway.findTransactions('never-charged')).toEqual([]);

    const session = await pair.gateway.createCheckout({
      orderId: 'order-card',
      amount: kopecks(2500),
      description: 'Заказ № 2 — Тёплый пирог',
      expiresAt: new Date(Date.now() + 60 * 60_000),
      returnUrl: 'http://localhost:3000/doneorder?uid=order-card',
      notificationUrl: 'http://127.0.0.1:9/webhook',
      saveCard: true,
    });
    // A checkout nobody paid yet has no transaction.
    expect(await pair.gateway.findTransactions('order-card')).toEqual([]);
    await payOnSandboxPage(session.redirectUrl, { number: '4200000000000000' });
    const state = await pair.gateway.getCheckout(session.token);
    if (state.status !== 'successful') throw new Error(`the checkout is ${state.status}`);
    expect(await pair.gateway.findTransactions('order-card')).toMatchObject([
      { uid: state.transaction.uid, type: 'payment', status: 'successful', test: true, tracking_id: 'order-card' },
    ]);

    const cardToken = state.transaction.credit_card?.token;
    if (!cardToken) throw new Error('no card token');
    const charged = await pair.gateway.chargeToken(charge('order-saved', cardToken));
    expect(await pair.gateway.findTransactions('order-saved')).toMatchObject([
      { uid: charged.transaction.uid, type: 'payment', status: 'successful', test: true, amount: 2500 },
    ]);
  });
});
