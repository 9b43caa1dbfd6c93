import { expect, type Page, test } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/staff';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { storedCartLines, waitForHydration } from './support/app';
import { choosePickupTomorrow, PICKUP_SHOP, checkoutPanel as panel } from './support/checkout';
import { waitForController, waitForWarmUp } from './support/service-worker';

/**
 * Issue 28, the shopper's live order: a pickup order placed on the site is
 * moved by the cashier through the staff API, and the open order page shows
 * «Готовим», then «Готов к выдаче», within 2 s and without a reload. Offline,
 * a reload shows the order as last read with its time, and «Мои заказы» lists it.
 */

test.use({ serviceWorkers: 'allow' });

/** Pickup from `shop` tomorrow at the first time that still has room (as `choosePickupTomorrow` does for its shop). */
async function choosePickupAt(page: Page, shop: string): Promise<void> {
  if (shop === PICKUP_SHOP) return choosePickupTomorrow(page);
  await panel(page)
    .getByRole('radio', { name: /Самовывоз/ })
    .check();
  await panel(page).getByLabel('Пекарня').selectOption(shop);
  await panel(page).getByLabel('День самовывоза').selectOption({ index: 1 });
  const time = panel(page).getByLabel('Время');
  await expect(time.locator('option:not([disabled])')).not.toHaveCount(1);
  const firstFree = await time.locator('option:not([disabled])').nth(1).getAttribute('value');
  await time.selectOption(firstFree ?? 'asap');
}

/** One product in the cart, pickup tomorrow at `shop` paid at the counter, placed: the order page's uid. */
async function placePickupOrder(page: Page, shop: string): Promise<string> {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('.product-card').first().getByRole('button', { name: 'В корзину' }).click();
  await expect.poll(() => storedCartLines(page)).toBe(1);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await choosePickupAt(page, shop);
  await panel(page).getByLabel('Имя').fill('Анна');
  await panel(page).getByLabel('Телефон').fill('8 029 123-45-67');
  await panel(page)
    .getByRole('radio', { name: /При получении/ })
    .check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/doneorder\?uid=/, { timeout: 15_000 });
  return new URL(page.url()).searchParams.get('uid') ?? '';
}

test('the order page follows the cashier’s moves live, offline shows the last known state, «Мои заказы» lists it', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // Offline, the browser itself logs the requests it could not make: those are the test's doing.
    if (message.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(message.text())) {
      problems.push(message.text());
    }
  });

  const kassa = DEMO_STAFF.find((account) => account.login === 'kassa');
  if (!kassa) throw new Error('no demo cashier');
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  const signin = await staff.post(buildPath(endpoints.staffSignin), {
    data: { login: kassa.login, password: kassa.password },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  // The cashier works at one shop: the order is for it.
  const { staff: who } = (await signin.json()) as { staff: { shops: { _id: string }[] } };
  const shop = who.shops.some((each) => each._id === PICKUP_SHOP) ? PICKUP_SHOP : (who.shops[0]?._id ?? PICKUP_SHOP);
  const uid = await placePickupOrder(page, shop);
  const track = page.locator('[data-order-track]');
  await expect(track).toHaveAttribute('data-order-stage', 'accepted', { timeout: 15_000 });
  await expect(track.locator('[data-order-now]')).toHaveText('Принят');
  await expect(track.locator('[data-step="accepted"] .order-track__time')).toHaveText(/^\d\d:\d\d$/);
  await expect(track.locator('[data-order-money]')).toContainText('Оплата при получении');
  // The promised time and the shop's address.
  await expect(track).toContainText(/Заберите\d{1,2} [а-я]+, \d\d:\d\d–\d\d:\d\d/);
  await expect(track).toContainText(/Пекарня.+, .+\d/);
  // The live connection is up before the cashier moves, and the page says nothing of a lost one.
  await expect(track).toHaveAttribute('data-order-live', 'true', { timeout: 10_000 });
  await expect(track.locator('[data-order-stale]')).toHaveCount(0);

  const move = async (from: string, to: string) => {
    const moved = await staff.post(buildPath(endpoints.staffOrderStage, { uid }), { data: { from, to } });
    expect(moved.status(), await moved.text()).toBe(200);
  };

  await move('accepted', 'baking');
  await expect(track.locator('[data-order-now]')).toHaveText('Готовим', { timeout: 2_000 });
  await expect(track.locator('[data-step="baking"] .order-track__time')).toHaveText(/^\d\d:\d\d$/);
  await move('baking', 'ready');
  await expect(track.locator('[data-order-now]')).toHaveText('Готов к выдаче', { timeout: 2_000 });
  await expect(track.locator('[data-step="ready"]')).toHaveAttribute('aria-current', 'step');
  await staff.dispose();

  // Offline: a reload shows the order as this device last read it, and says when that was.
  // The worker has kept the order page's document (its warm-up), whatever order it is opened for.
  await waitForController(page);
  await waitForWarmUp(page);
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(track.locator('[data-order-now]')).toHaveText('Готов к выдаче', { timeout: 15_000 });
  await expect(track.locator('[data-order-stale]')).toHaveText(/Обновлено в \d\d:\d\d/);
  await context.setOffline(false);

  await page.goto('/orders');
  await waitForHydration(page);
  const row = page.locator('[data-order-row]');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-order-row-status]')).toHaveText('Готов к выдаче');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/doneorder\\?uid=${uid}`));
  await expect(track.locator('[data-order-now]')).toHaveText('Готов к выдаче');
  expect(problems).toEqual([]);
});
