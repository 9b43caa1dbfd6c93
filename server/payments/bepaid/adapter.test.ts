import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kopecks } from '../../../src/domain/money';
import { type SandboxPair, startSandboxPair } from '../../testing/payments';
import { GatewayError } from '../gateway';
import { createBepaidGateway } from './adapter';
import type { BepaidCheckoutState } from './api';
import { basicAuthorization, parsePublicKey } from './signature';
import { checkoutState } from './transactions';

let pair: SandboxPair;
beforeAll(async () => {
  pair = await startSandboxPair();
});
afterAll(async () => {
  await pair.close();
});

const request = {
  orderId: 'order-1',
  amount: kopecks(2500),
  description: 'Заказ № 1 — Тёплый пирог',
  expiresAt: new Date(Date.now() + 60_000),
  returnUrl: 'http://localhost:3000/doneorder?uid=order-1',
  notificationUrl: 'http://localhost:3000/api/payment/webhook',
};

describe('verifyNotification', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const gateway = createBepaidGateway({
    checkoutUrl: 'http://127.0.0.1:9',
    shopId: '361',
    secretKey: 'b8647b68898b084b836474ed8d61ffe117c9a01168d867f24953b776ddcb134d',
    publicKey,
    test: true,
  });
  const body = Buffer.from(
    JSON.stringify({
      transaction: {
        uid: 't-1',
        type: 'payment',
        status: 'successful',
        amount: 2500,
        currency: 'BYN',
        tracking_id: 'order-1',
        test: true,
      },
    }),
  );
  const signature = sign('sha256', body, privateKey).toString('base64');
  const headers = {
    authorization: basicAuthorization('361', 'b8647b68898b084b836474ed8d61ffe117c9a01168d867f24953b776ddcb134d'),
    'content-signature': signature,
  };

  it('answers the notification when the credentials and the signature hold', () => {
    expect(gateway.verifyNotification(body, headers)?.transaction).toMatchObject({ uid: 't-1', amount: 2500 });
  });

  it('refuses a tampered body', () => {
    const tampered = Buffer.from(body.toString().replace('2500', '25'));
    expect(gateway.verifyNotification(tampered, headers)).toBeNull();
  });

  it('refuses a body signed by another key', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = sign('sha256', body, other).toString('base64');
    expect(gateway.verifyNotification(body, { ...headers, 'content-signature': forged })).toBeNull();
  });

  it.each([
    ['wrong secret', basicAuthorization('361', 'guess')],
    ['wrong shop', basicAuthorization('362', 'b8647b68898b084b836474ed8d61ffe117c9a01168d867f24953b776ddcb134d')],
    ['not Basic', 'Bearer abc'],
    ['empty credentials', 'Basic '],
  ])('refuses %s', (_case, authorization) => {
    expect(gateway.verifyNotification(body, { ...headers, authorization })).toBeNull();
  });

  it('refuses a missing or repeated header', () => {
    expect(gateway.verifyNotification(body, { authorization: headers.authorization })).toBeNull();
    expect(gateway.verifyNotification(body, { 'content-signature': signature })).toBeNull();
    expect(gateway.verifyNotification(body, { ...headers, 'content-signature': [signature, signature] })).toBeNull();
    expect(gateway.verifyNotification(body, { ...headers, 'content-signature': 'not base64!' })).toBeNull();
  });

  it('refuses a signed body that is not a notification', () => {
    const other = Buffer.from('{"transaction":{"uid":"t-1"}}');
    const otherSignature = sign('sha256', other, privateKey).toString('base64');
    expect(gateway.verifyNotification(other, { ...headers, 'content-signature': otherSignature })).toBeNull();
    const notJson = Buffer.from('uid=t-1');
    const notJsonSignature = sign('sha256', notJson, privateKey).toString('base64');
    expect(gateway.verifyNotification(notJson, { ...headers, 'content-signature': notJsonSignature })).toBeNull();
  });
});

describe('parsePublicKey', () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const bare = pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

  it('reads PEM, the bare base64 bePaid shows, and PEM with escaped newlines from an env file', () => {
    for (const text of [pem, bare, `  ${bare}\n`, pem.replace(/\n/g, '\\n')]) {
      expect(parsePublicKey(text)?.equals(publicKey), text).toBe(true);
    }
  });

  it('refuses garbage and keys that are not RSA', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' });
    for (const text of ['', 'abc', 'MIIB', ec.toString()]) expect(parsePublicKey(text), text).toBeNull();
  });
});

describe('the adapter when the gateway refuses or fails', () => {
  const tokenCharge = (cardToken: string) => ({
    orderId: request.orderId,
    amount: request.amount,
    description: request.description,
    cardToken,
    returnUrl: request.returnUrl,
    notificationUrl: request.notificationUrl,
  });
  const expectGatewayError = async (promise: Promise<unknown>, status?: number) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(status);
    return error as GatewayError;
  };

  it('reports wrong credentials as the gateway answered them', async () => {
    const publicKey = parsePublicKey(pair.sandbox.publicKeyPem);
    if (!publicKey) throw new Error('no key');
    const stranger = createBepaidGateway({
      checkoutUrl: pair.sandbox.apiUrl,
      shopId: pair.sandbox.shopId,
      secretKey: 'wrong',
      publicKey,
      test: true,
    });
    await expectGatewayError(stranger.createCheckout(request), 401);
    await expectGatewayError(stranger.getCheckout('a'.repeat(64)), 401);
    await expectGatewayError(stranger.chargeToken(tokenCharge('a'.repeat(48))), 401);
    await expectGatewayError(stranger.getTransaction('a'.repeat(36)), 401);
  });

  it('reports an unknown card token as 422 and an unknown transaction as 404', async () => {
    await expectGatewayError(pair.gateway.chargeToken(tokenCharge('no-such-token')), 422);
    await expectGatewayError(pair.gateway.getTransaction('no-such-transaction'), 404);
  });

  it('reports an unknown checkout as 404 and a refused body as 422', async () => {
    await expectGatewayError(pair.gateway.getCheckout('no-such-token'), 404);
    const error = await expectGatewayError(
      pair.gateway.createCheckout({ ...request, expiresAt: new Date(Date.now() - 1000) }),
      422,
    );
    expect(error.message).toContain('expired_at');
    await expectGatewayError(pair.gateway.createCheckout({ ...request, returnUrl: 'javascript:alert(1)' }), 422);
  });

  it('reports an unreachable gateway, a slow one and a nonsense answer', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const slow = createServer((http, response) => {
      if (http.url?.includes('nonsense')) response.end('<html>');
      else setTimeout(() => response.end('{}'), 2_000);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    try {
      const options = { shopId: '1', secretKey: 's', publicKey, test: true, timeoutMs: 200 };
      const closed = createBepaidGateway({ ...options, checkoutUrl: 'http://127.0.0.1:9' });
      await expectGatewayError(closed.createCheckout(request));
      const hanging = createBepaidGateway({ ...options, checkoutUrl: `http://127.0.0.1:${port}` });
      await expectGatewayError(hanging.getCheckout('token'));
      await expectGatewayError(hanging.getCheckout('nonsense'), 200);
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });

  it('sends what bePaid expects: Basic auth, API version 2, amount in kopecks, BYN, tracking_id and all return addresses', async () => {
    let seen: { headers: Record<string, unknown>; body: string } | undefined;
    const fake = createServer((http, response) => {
      let body = '';
      http.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      http.on('end', () => {
        seen = { headers: http.headers, body };
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ checkout: { token: 'tok', redirect_url: 'https://checkout.example/v2?token=tok' } }),
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    try {
      const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const gateway = createBepaidGateway({
        checkoutUrl: `http://127.0.0.1:${port}/`,
        shopId: '361',
        secretKey: 'secret',
        publicKey,
        test: false,
      });
      const session = await gateway.createCheckout({
        ...request,
        cancelUrl: `${request.returnUrl}&cancel=1`,
        customer: { name: 'Анна Мария Иванова', phone: '+375291234567' },
      });
      expect(session).toEqual({ token: 'tok', redirectUrl: 'https://checkout.example/v2?token=tok' });
      expect(seen?.headers.authorization).toBe(basicAuthorization('361', 'secret'));
      expect(seen?.headers['x-api-version']).toBe('2');
      expect(JSON.parse(seen?.body ?? '')).toEqual({
        checkout: {
          test: false,
          transaction_type: 'payment',
          iframe: false,
          order: {
            amount: 2500,
            currency: 'BYN',
            description: request.description,
            tracking_id: 'order-1',
            expired_at: request.expiresAt.toISOString(),
          },
          settings: {
            success_url: request.returnUrl,
            decline_url: request.returnUrl,
            fail_url: request.returnUrl,
            // The bank's «cancel» returns where the order page knows the shopper gave up (issue 27).
            cancel_url: `${request.returnUrl}&cancel=1`,
            notification_url: request.notificationUrl,
            language: 'ru',
          },
          customer: { phone: '+375291234567', first_name: 'Анна', last_name: 'Мария Иванова' },
        },
      });
    } finally {
      fake.close();
    }
  });
});

describe('checkoutState', () => {
  const base: BepaidCheckoutState['checkout'] = {
    token: 't',
    status: 'pending',
    finished: false,
    expired: false,
    test: true,
    order: { amount: 2500, currency: 'BYN', tracking_id: 'order-1' },
  };
  const payment = (status: string) => ({ uid: 'p-1', status, message: 'm' });

  it('maps bePaid answers to the order service’s states', () => {
    expect(checkoutState({ checkout: base })).toEqual({ status: 'pending' });
    expect(checkoutState({ checkout: { ...base, expired: true, status: 'expired' } })).toEqual({ status: 'expired' });
    expect(checkoutState({ checkout: { ...base, gateway_response: { payment: payment('incomplete') } } })).toEqual({
      status: 'pending',
    });
    expect(
      checkoutState({ checkout: { ...base, expired: true, gateway_response: { payment: payment('incomplete') } } }),
    ).toEqual({ status: 'expired' });
    expect(
      checkoutState({
        checkout: {
          ...base,
          finished: true,
          status: 'successful',
          gateway_response: { payment: payment('successful') },
        },
      }),
    ).toEqual({
      status: 'successful',
      transaction: {
        uid: 'p-1',
        type: 'payment',
        status: 'successful',
        message: 'm',
        amount: 2500,
        currency: 'BYN',
        tracking_id: 'order-1',
        test: true,
      },
    });
    for (const failure of ['failed', 'error', 'expired']) {
      expect(
        checkoutState({ checkout: { ...base, finished: true, gateway_response: { payment: payment(failure) } } }),
      ).toMatchObject({ status: 'failed', transaction: { status: failure } });
    }
  });

  it('keeps the amount and currency the payment reports, so a mismatch reaches the order service', () => {
    const paid = { ...payment('successful'), amount: 100, currency: 'USD' };
    expect(
      checkoutState({ checkout: { ...base, finished: true, expired: true, gateway_response: { payment: paid } } }),
    ).toMatchObject({ status: 'successful', transaction: { amount: 100, currency: 'USD' } });
  });
});
