import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kopecks } from '../../../src/domain/money';
import { openPage, type SandboxPair, startSandboxPair, submitForm } from '../../testing/payments';

/** The hosted payment page as a shopper (and an accessibility check) meets it. */

let pair: SandboxPair;
let redirectUrl: string;
beforeAll(async () => {
  pair = await startSandboxPair();
  const session = await pair.gateway.createCheckout({
    orderId: 'order-page',
    amount: kopecks(123450),
    description: 'Заказ № 1042 — Тёплый пирог',
    expiresAt: new Date(Date.now() + 20 * 60_000),
    returnUrl: 'http://localhost:3000/doneorder?uid=order-page',
    notificationUrl: 'http://localhost:3000/webhook',
  });
  redirectUrl = session.redirectUrl;
});
afterAll(async () => {
  await pair.close();
});

describe('the payment page', () => {
  it('is Russian HTML with the brand, the order and the amount as shoppers read it', async () => {
    const page = await openPage(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<html lang="ru">');
    expect(page.html).toContain('Тёплый пирог');
    expect(page.html).toContain('Заказ № 1042 — Тёплый пирог');
    expect(page.html).toContain('1\u00a0234,50\u00a0руб.');
    expect(page.html).toContain('name="viewport" content="width=device-width,initial-scale=1"');
  });

  it('asks for the card with labelled inputs carrying the card autocomplete tokens', async () => {
    const { html } = await openPage(redirectUrl);
    for (const [name, token, label] of [
      ['number', 'cc-number', 'Номер карты'],
      ['expiry', 'cc-exp', 'Срок действия'],
      ['cvc', 'cc-csc', 'CVC'],
      ['holder', 'cc-name', 'Владелец карты'],
    ]) {
      expect(html).toContain(`<label for="card-${name}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="card-${name}" name="${name}"[^>]* autocomplete="${token}"`));
    }
    expect(html).toMatch(/<button type="submit">Оплатить 1\u00a0234,50\u00a0руб\.<\/button>/);
  });

  it('loads nothing from anywhere: no scripts, no external resources, a nonce-only style', async () => {
    const page = await openPage(redirectUrl);
    expect(page.html).not.toMatch(/<script|<link|<img|src=|https?:\/\/(?!localhost:3000)/);
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /<style nonce="([^"]+)">/.exec(page.html)?.[1];
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Forms may go to the sandbox and to where this checkout returns the shopper, nowhere else.
    expect(csp).toContain("form-action 'self' http://localhost:3000;");
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the expiry and holder after a refused attempt but never the card number or CVC', async () => {
    const page = await openPage(redirectUrl);
    const answer = await submitForm(
      { url: redirectUrl, html: page.html },
      { number: '4111111111111111', expiry: '11/31', cvc: '987', holder: 'PETR PETROV' },
    );
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('role="alert"');
    expect(answer.html).toContain('value="11/31"');
    expect(answer.html).toContain('value="PETR PETROV"');
    expect(answer.html).not.toContain('4111111111111111');
    // Not a bare '987': the page's random hex token may hold those digits by chance (it did, in CI).
    expect(answer.html).not.toMatch(/value="987"|>987</);
    expect(answer.html).toContain('aria-describedby="card-number-error"');
  });

  it('lists the test cards', async () => {
    const { html } = await openPage(redirectUrl);
    for (const number of ['4200 0000 0000 0000', '4005 5500 0000 0019', '4012 0000 0000 1006', '4000 0000 0000 0077']) {
      expect(html).toContain(number);
    }
  });

  it('answers an unknown token with a Russian page, and escapes what the shop sent', async () => {
    const page = await openPage(`${pair.sandbox.publicUrl}/v2/checkout?token=nope`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Платёж не найден');
    const session = await pair.gateway.createCheckout({
      orderId: 'order-x',
      amount: kopecks(100),
      description: '<script>alert(1)</script>',
      expiresAt: new Date(Date.now() + 60_000),
      returnUrl: 'http://localhost:3000/doneorder?uid=a&b="c"',
      notificationUrl: 'http://localhost:3000/webhook',
    });
    const { html } = await openPage(session.redirectUrl);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
