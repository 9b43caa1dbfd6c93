import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/staff';
import { startTestPushService, type TestPushService, type TestSubscription } from '../server/testing/push-service';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { placePickupOrderByApi } from './support/api-order';
import { waitForHydration } from './support/app';
import { PICKUP_SHOP } from './support/checkout';
import { type RunningShop, startShop } from './support/pwa-server';

/*
 * Web push in the browser (issue 28), without the internet: a shop of its own
 * trusts a loopback push service through NODE_EXTRA_CA_CERTS and allows it
 * through PUSH_ALLOWED_ORIGINS. Chromium has no push service here, so the
 * page's PushManager hands out the loopback service's subscription (keys the
 * test service made and decrypts with); everything after the tap is real: the
 * button, the subscribe call, the staff moves, the queued push, its VAPID
 * signature and encryption, and the service worker showing the notification
 * Chromium's DevTools deliver.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
// 3160–3163: this file's shop (its realtime server on the next port; its sandbox gateway 3000 above).
const PORT = Number(process.env.E2E_PORT ?? 3107) + 53;

let pushService: TestPushService;
let shop: RunningShop;
const dataDir = path.join(ROOT, 'tests', '.data', `push-${process.pid}`);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  pushService = await startTestPushService();
  mkdirSync(dataDir, { recursive: true });
  shop = await startShop(ROOT, PORT, {
    DATA_DIR: dataDir,
    NODE_EXTRA_CA_CERTS: pushService.certificatePath,
    PUSH_ALLOWED_ORIGINS: pushService.origin,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await pushService?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** In the page: the browser's PushManager hands out the loopback service's subscription (there is no push service here). */
function usePushService(given: TestSubscription): void {
  let made: object | null = null;
  PushManager.prototype.getSubscription = async () => made as PushSubscription | null;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    made = {
      endpoint: given.endpoint,
      options: {
        applicationServerKey: (options?.applicationServerKey as Uint8Array | undefined)?.buffer,
        userVisibleOnly: true,
      },
      toJSON: () => ({ endpoint: given.endpoint, keys: given.keys }),
      unsubscribe: async () => true,
    };
    return made as PushSubscription;
  };
}

test('a shopper who asked to be told gets «готов» as a notification when the shop marks the order ready', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: shop.url, serviceWorkers: 'allow', locale: 'ru-RU' });
  await context.grantPermissions(['notifications'], { origin: shop.url });
  const subscription = pushService.subscribe();
  await context.addInitScript(usePushService, subscription);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/');
  await waitForHydration(page);
  const { uid } = await placePickupOrderByApi(page, { shopUrl: shop.url, shop: PICKUP_SHOP, count: 2 });
  await page.goto(`/doneorder?uid=${uid}`);
  await expect(page.locator('[data-order-page="settled"]')).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.getByRole('button', { name: 'Сообщить, когда будет готов' }).click();
  await expect(page.locator('[data-push="subscribed"]')).toBeVisible();

  // The cashier moves it to «Готов» from the staff API.
  const admin = DEMO_STAFF.find((account) => account.login === 'admin');
  if (!admin) throw new Error('no demo admin');
  const staff = await playwright.request.newContext({ baseURL: shop.url, extraHTTPHeaders: { origin: shop.url } });
  const signin = await staff.post(buildPath(endpoints.staffSignin), {
    data: { login: admin.login, password: admin.password },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  for (const [from, to] of [
    ['accepted', 'baking'],
    ['baking', 'ready'],
  ]) {
    const moved = await staff.post(buildPath(endpoints.staffOrderStage, { uid }), { data: { from, to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await staff.dispose();

  const [push] = await pushService.waitFor(1, 15_000);
  const payload = push?.payload as { title: string; url: string };
  expect(payload.title).toMatch(/^Заказ № \d+ готов — можно забирать$/);
  expect(payload.url).toBe(`/doneorder?uid=${uid}`);
  expect(push?.urgency).toBe('high');

  // What the phone does with it: the service worker shows the notification (DevTools deliver the push).
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each: { scopeURL: string }) => each.scopeURL.startsWith(shop.url));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: shop.url,
    registrationId: await registration,
    data: JSON.stringify(push?.payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((each) => ({
          title: each.title,
          url: (each.data as { url: string }).url,
        })),
      ),
    )
    .toContainEqual({ title: payload.title, url: `${shop.url}/doneorder?uid=${uid}` });
  expect(problems).toEqual([]);
  await context.close();
});
