import { expect, test } from '@playwright/test';
import { enrolByApi, findCustomerTraces, KIOSK_URL, TABLET_SIZES } from './support/kiosk';
import { waitForController } from './support/service-worker';

/**
 * Issue 15, the reset with the service worker running (the rest of the suite
 * blocks it): a kiosk customer's cart change made offline waits in the
 * worker's background-sync queue (IndexedDB), and the reset must drop it
 * with everything else, so it is neither left on the tablet nor sent later.
 */

test.use({ serviceWorkers: 'allow', viewport: TABLET_SIZES[1].viewport, hasTouch: true });

const SHOP_ID = 'nemiga';

test('a reset drops the customer’s writes queued offline for background sync', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date() });
  await enrolByApi(page, SHOP_ID);
  await waitForController(page);

  await page.getByTestId('kiosk-attract').tap();
  const card = page.locator('[data-kiosk-screen="menu"] .product-card').first();
  await expect(card).toBeVisible();
  const productId = (await card.getAttribute('data-product-id')) ?? '';
  expect(productId).not.toBe('');

  // Offline, the storage sync's POST (1.5 s after the change) is kept by the worker for later.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'В корзину' }).tap();
  await page.clock.runFor(2_000);
  const queued = async () =>
    (await findCustomerTraces(page, [], [productId])).some(
      (trace) => trace.where.startsWith('IndexedDB workbox-background-sync') && trace.needle === productId,
    );
  await expect.poll(queued, { timeout: 15_000 }).toBe(true);

  // 75 s without a touch: the reset.
  await page.clock.runFor(60_500);
  await expect(page.getByRole('alertdialog', { name: 'Вы ещё здесь?' })).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(page.getByTestId('kiosk-attract')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${KIOSK_URL}$`));
  await page.clock.runFor(3_000);
  await expect.poll(() => findCustomerTraces(page, [], [productId]), { timeout: 10_000 }).toEqual([]);
});
