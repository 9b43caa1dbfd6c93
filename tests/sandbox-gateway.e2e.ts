import { expect, type Page, test } from '@playwright/test';
import { type SandboxPair, startSandboxPair } from '../server/testing/payments';
import { kopecks } from '../src/domain/money';
import { seriousViolations } from './support/axe';
import { elementsPastRightEdge } from './support/overflow';

// The sandbox gateway's hosted page in a real browser: usable at 390 px, accessible, and its forms
// really return the shopper to the shop (Chromium applies the page's `form-action` to the redirect).

let pair: SandboxPair;
let orderNumber = 0;

test.beforeAll(async () => {
  pair = await startSandboxPair();
});
test.afterAll(async () => {
  await pair?.close();
});
test.use({ viewport: { width: 390, height: 844 } });

async function openCheckout(page: Page, baseURL: string | undefined) {
  orderNumber += 1;
  const orderId = `order-e2e-${orderNumber}`;
  const session = await pair.gateway.createCheckout({
    orderId,
    amount: kopecks(1250),
    description: `Заказ № ${1040 + orderNumber} — Тёплый пирог`,
    expiresAt: new Date(Date.now() + 20 * 60_000),
    returnUrl: `${baseURL}/doneorder?uid=${orderId}`,
    notificationUrl: `${baseURL}/webhook-not-needed-here`,
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto(session.redirectUrl);
  return { orderId, session, violations };
}

/**
 * The address the sandbox sent the browser back to, as the browser requested it (the shop's page may
 * rewrite its own address once it runs).
 */
function returnToShop(page: Page) {
  return page
    .waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/doneorder')
    .then((request) => new URL(request.url()));
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Номер карты').fill(number);
  await page.getByLabel('Срок действия').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Владелец карты').fill('IVAN IVANOV');
  await page.getByRole('button', { name: /^Оплатить 12,50\s+руб\.$/ }).click();
}

test('the payment page fits 390 px, has labelled card fields and no serious accessibility problems', async ({
  page,
  baseURL,
}) => {
  const { violations } = await openCheckout(page, baseURL);
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  for (const [label, token] of [
    ['Номер карты', 'cc-number'],
    ['Срок действия', 'cc-exp'],
    ['CVC', 'cc-csc'],
    ['Владелец карты', 'cc-name'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute('autocomplete', token);
  }
  expect(await page.evaluate(elementsPastRightEdge, 390)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(violations).toEqual([]);
});

test('paying with the success card returns the browser to the shop with bePaid’s parameters', async ({
  page,
  baseURL,
}) => {
  const { orderId, session, violations } = await openCheckout(page, baseURL);
  const returned = returnToShop(page);
  await fillCard(page, '4200 0000 0000 0000');
  const url = await returned;
  expect(url.origin).toBe(baseURL);
  expect(url.searchParams.getAll('uid')[0]).toBe(orderId);
  expect(url.searchParams.get('status')).toBe('successful');
  expect(url.searchParams.get('token')).toBe(session.token);
  expect(await pair.gateway.getCheckout(session.token)).toMatchObject({ status: 'successful' });
  expect(violations).toEqual([]);
});

test('the 3-D Secure card asks for a code, then returns to the shop paid', async ({ page, baseURL }) => {
  const { session } = await openCheckout(page, baseURL);
  await fillCard(page, '4012000000001006');
  await expect(page.getByRole('heading', { name: 'Подтверждение платежа' })).toBeVisible();
  expect(await page.evaluate(elementsPastRightEdge, 390)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Код подтверждения').fill('1234');
  const returned = returnToShop(page);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  expect((await returned).searchParams.get('status')).toBe('successful');
  expect(await pair.gateway.getCheckout(session.token)).toMatchObject({ status: 'successful' });
});

test('the declined card returns to the shop with status failed; an unknown card stays with a Russian error', async ({
  page,
  baseURL,
}) => {
  await openCheckout(page, baseURL);
  await fillCard(page, '1234 5678 9012 3456');
  await expect(page.getByRole('alert').first()).toContainText('Проверьте данные карты');
  await expect(page.getByText('Эта карта не принимается в тестовом режиме')).toBeVisible();
  const returned = returnToShop(page);
  await fillCard(page, '4005550000000019');
  expect((await returned).searchParams.get('status')).toBe('failed');
});
