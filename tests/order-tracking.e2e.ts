import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/staff';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { placePickupOrderByApi } from './support/api-order';
import { storedCartIds, storedCartLines, waitForHydration } from './support/app';
import { choosePickupTomorrow, chooseTimeWithRoom, PICKUP_SHOP, checkoutPanel as panel } from './support/checkout';
import { e2eAdmin } from './support/e2e-admins';
import { waitForController, waitForWarmUp } from './support/service-worker';

/**
 * Issue 28, the shopper's live order: a pickup order placed on the site is
 * moved by the cashier through the staff API, and the open order page shows
 * «Готовим», then «Готов к выдаче», within 2 s and without a reload. Offline,
 * a reload shows the order as last read with its time, and «Мои заказы» lists it.
 */

test.use({ serviceWorkers: 'allow' });

/** Pickup from `shop` tomorrow at a time that still has room (as `choosePickupTomorrow` does for its shop). */
async function choosePickupAt(page: Page, shop: string): Promise<void> {
  if (shop === PICKUP_SHOP) return choosePickupTomorrow(page);
  await panel(page)
    .getByRole('radio', { name: /Самовывоз/ })
    .check();
  await panel(page).getByLabel('Пекарня').selectOption(shop);
  await panel(page).getByLabel('День самовывоза').selectOption({ index: 1 });
  await chooseTimeWithRoom(panel(page).getByLabel('Время'));
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
  // Said once: the order's facts under the timeline leave out the place and the time it already gives.
  const place =
    (await track.locator('dt', { hasText: 'Пекарня' }).locator('xpath=following-sibling::dd').textContent()) ?? '';
  expect(place).not.toBe('');
  await expect(page.getByText(place)).toHaveCount(1);
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

const freshPhone = () => `+37529${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

/** The admin hands the order over: cash taken at the counter, then every stage to «Получен». */
async function handOver(staff: APIRequestContext, uid: string): Promise<void> {
  const cash = await staff.post(buildPath(endpoints.staffOrderCash, { uid }), { data: { method: 'cash' } });
  expect(cash.status(), await cash.text()).toBe(200);
  for (const [from, to] of [
    ['accepted', 'baking'],
    ['baking', 'ready'],
    ['ready', 'handed_over'],
  ]) {
    const moved = await staff.post(buildPath(endpoints.staffOrderStage, { uid }), { data: { from, to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

test('a guest’s order joins the account once offered, and a finished one goes back into the cart', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  const uid = (await placePickupOrderByApi(page, { shop: PICKUP_SHOP, count: 2 })).uid;
  // The order's page is where the device learns it placed the order.
  await page.goto(`/doneorder?uid=${uid}`);
  await expect(page.locator('[data-order-track]')).toHaveAttribute('data-order-stage', 'accepted', { timeout: 15_000 });

  const admin = e2eAdmin();
  if (!admin) throw new Error('no demo admin');
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  const signin = await staff.post(buildPath(endpoints.staffSignin), {
    data: { login: admin.login, password: admin.password },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  await handOver(staff, uid);
  await staff.dispose();
  await expect(page.locator('[data-order-now]')).toHaveText('Получен', { timeout: 5_000 });

  // Signed up on this device: «Мои заказы» offers the guest order to the account, once.
  const signup = await page.request.post(buildPath(endpoints.authSignup), {
    headers: { origin: baseURL ?? '' },
    data: { name: 'Алеся', phone: freshPhone(), password: 'pirog-password-1' },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  await page.goto('/orders');
  await waitForHydration(page);
  const offer = page.locator('[data-orders-attach]');
  await expect(offer).toContainText('без входа: 1', { timeout: 10_000 });
  await offer.getByRole('button', { name: 'Добавить' }).click();
  // The server took it (it answers only those it attached).
  await expect(page.getByRole('region', { name: 'Уведомления' })).toContainText('В аккаунт добавлено: 1 заказ');
  await expect(offer).toHaveCount(0);
  const row = page.locator('[data-order-row]');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-order-row-status]')).toHaveText('Получен');
  await page.reload();
  await waitForHydration(page);
  await expect(row).toHaveCount(1);
  await expect(page.locator('[data-orders-attach]')).toHaveCount(0);

  // Finished: «Повторить заказ» puts its lines in the cart.
  await row.getByRole('button', { name: /Повторить заказ/ }).click();
  await expect.poll(() => storedCartIds(page)).toEqual(['kapusta-yaytso']);
  expect(problems).toEqual([]);
});
