import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kopecks } from '../../../src/domain/money';
import {
  payOnSandboxPage,
  type SandboxPair,
  startSandboxPair,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../testing/payments';
import type { CheckoutRequest } from '../gateway';

/** The bePaid adapter against the sandbox gateway over real HTTP: each test card, its redirect, its webhooks. */

const SHOP = 'http://shop.test:3000';
let pair: SandboxPair;
let receiver: WebhookReceiver;
let orderNumber = 1000;

beforeAll(async () => {
  pair = await startSandboxPair();
});
afterAll(async () => {
  await pair.close();
});
afterEach(async () => {
  await pair.sandbox.whenIdle();
  await receiver?.close();
});

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  orderNumber += 1;
  const orderId = `order-${orderNumber}-${'x'.repeat(20)}`;
  return {
    orderId,
    amount: kopecks(1250),
    description: `Заказ № ${orderNumber} — Тёплый пирог`,
    expiresAt: new Date(Date.now() + 20 * 60_000),
    returnUrl: `${SHOP}/doneorder?uid=${orderId}`,
    notificationUrl: receiver.url,
    ...overrides,
  };
}

async function open(overrides: Partial<CheckoutRequest> = {}) {
  receiver = await startWebhookReceiver();
  const request = checkout(overrides);
  const session = await pair.gateway.createCheckout(request);
  return { request, session };
}

/** The shop's return address the sandbox sent the shopper to, with bePaid's parameters. */
function returned(location: string | undefined) {
  expect(location).toBeDefined();
  const url = new URL(location as string);
  return { url, params: url.searchParams };
}

describe('the sandbox gateway through the bePaid adapter', () => {
  it('creates a checkout whose page is on the sandbox origin and is pending until paid', async () => {
    const { session } = await open();
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    expect(new URL(session.redirectUrl).origin).toBe(pair.sandbox.publicUrl);
    expect(await pair.gateway.getCheckout(session.token)).toEqual({ status: 'pending' });
  });

  it('pays with the success card: back to the shop with token, status and uid, state successful, one signed webhook', async () => {
    const { request, session } = await open();
    const answer = await payOnSandboxPage(session.redirectUrl, { number: '4200 0000 0000 0000' });
    expect(answer.status).toBe(303);
    const { url, params } = returned(answer.location);
    expect(url.origin + url.pathname).toBe(`${SHOP}/doneorder`);
    // The shop's own `uid` (the order) stays first; bePaid appends its transaction uid after it.
    expect(params.getAll('uid')[0]).toBe(request.orderId);
    expect(params.get('token')).toBe(session.token);
    expect(params.get('status')).toBe('successful');

    const state = await pair.gateway.getCheckout(session.token);
    expect(state).toMatchObject({
      status: 'successful',
      transaction: { status: 'successful', amount: 1250, currency: 'BYN', tracking_id: request.orderId, test: true },
    });
    const transactionUid = state.status === 'successful' ? state.transaction.uid : '';
    expect(params.getAll('uid')[1]).toBe(transactionUid);

    const [webhook] = await receiver.waitFor(1);
    const notification = pair.gateway.verifyNotification(webhook?.body ?? Buffer.alloc(0), webhook?.headers ?? {});
    expect(notification?.transaction).toMatchObject({
      uid: transactionUid,
      status: 'successful',
      amount: 1250,
      currency: 'BYN',
      tracking_id: request.orderId,
      type: 'payment',
      test: true,
    });
    expect(JSON.stringify(notification)).not.toContain('4200000000000000');
    await pair.sandbox.whenIdle();
    expect(receiver.received).toHaveLength(1);
  });

  it('declines the declined card: back to the shop with status failed, state failed, a failed webhook', async () => {
    const { request, session } = await open();
    const answer = await payOnSandboxPage(session.redirectUrl, { number: '4005550000000019' });
    expect(returned(answer.location).params.get('status')).toBe('failed');
    expect(await pair.gateway.getCheckout(session.token)).toMatchObject({
      status: 'failed',
      transaction: { status: 'failed', tracking_id: request.orderId },
    });
    const [webhook] = await receiver.waitFor(1);
    expect(pair.gateway.verifyNotification(webhook?.body ?? Buffer.alloc(0), webhook?.headers ?? {})).toMatchObject({
      transaction: { status: 'failed', tracking_id: request.orderId },
    });
  });

  it('asks the 3-D Secure card for a code: pending meanwhile, paid once confirmed', async () => {
    const { session } = await open();
    const page = await fetch(session.redirectUrl).then((response) => response.text());
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const card = new URLSearchParams({ token, number: '4012000000001006', expiry: '12/39', cvc: '123', holder: 'A B' });
    const toConfirmation = await fetch(`${pair.sandbox.publicUrl}/v2/checkout/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: card.toString(),
    });
    expect(toConfirmation.status).toBe(303);
    const confirmUrl = new URL(toConfirmation.headers.get('location') ?? '', pair.sandbox.publicUrl);
    expect(confirmUrl.origin).toBe(pair.sandbox.publicUrl);
    const confirmation = await fetch(confirmUrl).then((response) => response.text());
    expect(confirmation).toContain('Подтвердить');
    expect(confirmation).toContain('•••• 1006');
    expect(await pair.gateway.getCheckout(session.token)).toEqual({ status: 'pending' });

    const confirm = (code: string) =>
      fetch(confirmUrl.origin + confirmUrl.pathname, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, code }).toString(),
      });
    const wrong = await confirm('12');
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Введите код подтверждения');
    expect(receiver.received).toHaveLength(0);

    const confirmed = await confirm('4321');
    expect(confirmed.status).toBe(303);
    expect(new URL(confirmed.headers.get('location') ?? '').searchParams.get('status')).toBe('successful');
    expect(await pair.gateway.getCheckout(session.token)).toMatchObject({ status: 'successful' });
    await receiver.waitFor(1);
  });

  it('pays with the no-webhook card but never notifies the shop', async () => {
    const { session } = await open();
    const answer = await payOnSandboxPage(session.redirectUrl, { number: '4000000000000077' });
    expect(returned(answer.location).params.get('status')).toBe('successful');
    await pair.sandbox.whenIdle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(0);
    // The reconciler's question still finds the payment.
    expect(await pair.gateway.getCheckout(session.token)).toMatchObject({ status: 'successful' });
  });

  it('sends the triple-webhook card three identical signed webhooks at once', async () => {
    receiver = await startWebhookReceiver({ delayMs: 150 });
    const request = checkout();
    const session = await pair.gateway.createCheckout(request);
    await payOnSandboxPage(session.redirectUrl, { number: '4000000000000085' });
    const webhooks = await receiver.waitFor(3);
    await pair.sandbox.whenIdle();
    expect(webhooks).toHaveLength(3);
    // All three were under way together (the receiver holds each answer 150 ms).
    expect(receiver.mostAtOnce).toBe(3);
    const uids = webhooks.map(
      (webhook) => pair.gateway.verifyNotification(webhook.body, webhook.headers)?.transaction.uid,
    );
    expect(new Set(uids).size).toBe(1);
    expect(uids[0]).toBeDefined();
  });

  it('retries a webhook the shop refused, twice at most', async () => {
    receiver = await startWebhookReceiver({ statuses: [500, 503, 500, 500] });
    const session = await pair.gateway.createCheckout(checkout());
    await payOnSandboxPage(session.redirectUrl, { number: '4200000000000000' });
    await pair.sandbox.whenIdle();
    expect(receiver.received).toHaveLength(3);
    const bodies = new Set(receiver.received.map((webhook) => webhook.body.toString()));
    expect(bodies.size).toBe(1);
  });

  it('stops retrying once the shop accepts', async () => {
    receiver = await startWebhookReceiver({ statuses: [500] });
    const session = await pair.gateway.createCheckout(checkout());
    await payOnSandboxPage(session.redirectUrl, { number: '4200000000000000' });
    await pair.sandbox.whenIdle();
    expect(receiver.received).toHaveLength(2);
  });

  it('pays a checkout once: the same form posted again shows it is already paid', async () => {
    const { session } = await open();
    const first = await payOnSandboxPage(session.redirectUrl, { number: '4200000000000000' });
    expect(first.status).toBe(303);
    const again = await payOnSandboxPage(session.redirectUrl, { number: '4200000000000000' });
    expect(again.status).toBe(409);
    expect(again.html).toContain('Заказ уже оплачен');
    await pair.sandbox.whenIdle();
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses an unknown card with a clear Russian error and takes no payment', async () => {
    const { session } = await open();
    const answer = await payOnSandboxPage(session.redirectUrl, { number: '5555 5555 5555 4444' });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Эта карта не принимается в тестовом режиме');
    expect(answer.html).not.toContain('5555');
    expect(await pair.gateway.getCheckout(session.token)).toEqual({ status: 'pending' });
  });

  it.each([
    [{ number: '42' }, 'Введите номер карты'],
    [{ number: '4200000000000000', expiry: '13/30' }, 'ММ/ГГ'],
    [{ number: '4200000000000000', expiry: '01/20' }, 'Срок действия карты истёк'],
    [{ number: '4200000000000000', cvc: '1' }, 'CVC — три цифры'],
    [{ number: '4200000000000000', holder: ' ' }, 'владельца'],
  ])('refuses a bad card form %j, naming the field', async (card, error) => {
    const { session } = await open();
    const answer = await payOnSandboxPage(session.redirectUrl, card);
    expect(answer.status).toBe(422);
    expect(answer.html).toContain(error);
    expect(answer.html).toContain('aria-invalid="true"');
    expect(await pair.gateway.getCheckout(session.token)).toEqual({ status: 'pending' });
  });
});
