import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/staff';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { placePickupOrderByApi } from './support/api-order';
import { collectProblems, storedCartLines, waitForHydration } from './support/app';
import { seriousViolations } from './support/axe';
import { checkoutPanel, choosePickupTomorrow } from './support/checkout';
import { elementsPastRightEdge } from './support/overflow';
import { type RunningShop, startShop } from './support/pwa-server';

/*
 * The staff board and the pickup screen (issue 28) on a shop of their own, so
 * the test can restart it: two cashier tablets and a shopper's phone in three
 * browser contexts (the pickup screen is a second page of the first tablet's,
 * signed in once on that device). A shopper's order reaches both boards at
 * once; a move on one shows on the other; both pressing at once make one
 * move; a restart shows «Нет связи» and the boards catch up with nothing missing.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
// E2E_PORT's own server takes E2E_PORT and the next port; this file's shop sits 10 above (and 3000 above that).
const PORT = Number(process.env.E2E_PORT ?? 3400) + 10;
/** The demo cashier works at the first shop (server/db/seed/staff.ts), which is open every day. */
const KASSA_SHOP = 'nezavisimosti';
const kassa = DEMO_STAFF.find((account) => account.login === 'kassa');
const admin = DEMO_STAFF.find((account) => account.login === 'admin');
if (!kassa || !admin) throw new Error('no demo cashier or admin');

const dataDir = path.join(ROOT, 'tests', '.data', `staff-board-${process.pid}`);
let shop: RunningShop;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mkdirSync(dataDir, { recursive: true });
  shop = await startShop(ROOT, PORT, { DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the browser itself logs for a refused request or a server that is down: expected here, nothing else is. */
const EXPECTED_NETWORK_NOISE =
  /status of 409|ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|WebSocket connection to .* failed|net::ERR_/;

async function tablet(context: BrowserContext, problems: string[][]): Promise<Page> {
  const page = await context.newPage();
  problems.push(collectProblems(page));
  return page;
}

async function signIn(page: Page, account = kassa, heading = 'Вход для сотрудников'): Promise<void> {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
  // The contract's rules, in Russian, before anything is sent.
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Введите логин')).toBeVisible();
  await page.getByLabel('Логин').fill(account?.login ?? '');
  await page.getByLabel('Пароль').fill(account?.password ?? '');
  await page.getByRole('button', { name: 'Войти' }).click();
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (within: Page | Locator, number: number) =>
  within.locator('article.order-card', { hasText: `№ ${number}` });

/** The messages the shop's realtime server sends to this context's sockets, held back while `on`. */
async function holdableSocket(context: BrowserContext): Promise<{ on: boolean; release(): void }> {
  const held: (string | Buffer)[] = [];
  let deliver: ((message: string | Buffer) => void) | null = null;
  const hold = {
    on: false,
    release() {
      hold.on = false;
      for (const message of held.splice(0)) deliver?.(message);
    },
  };
  await context.routeWebSocket(
    (url) => url.port === String(PORT + 1),
    (socket) => {
      const server = socket.connectToServer();
      deliver = (message) => socket.send(message);
      server.onMessage((message) => {
        if (hold.on) held.push(message);
        else socket.send(message);
      });
    },
  );
  return hold;
}

/** The shopper's own way: two products in the cart, pickup at the cashier's shop tomorrow, paid on receipt. */
async function placeOrderAsShopper(page: Page): Promise<{ number: number; uid: string }> {
  await page.goto('/');
  await waitForHydration(page);
  for (let index = 0; index < 2; index += 1) {
    await page.locator('.product-card').nth(index).getByRole('button', { name: 'В корзину' }).click();
  }
  await expect.poll(() => storedCartLines(page)).toBe(2);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await choosePickupTomorrow(page, KASSA_SHOP);
  await checkoutPanel(page).getByLabel('Имя').fill('Анна');
  await checkoutPanel(page).getByLabel('Телефон').fill('8 029 123-45-67');
  await checkoutPanel(page)
    .getByRole('radio', { name: /При получении/ })
    .check();
  const placed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/payment');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const answer = (await (await placed).json()) as { number: number; orderId: string };
  return { number: answer.number, uid: answer.orderId };
}

test('two tablets and the pickup screen follow a shopper’s order live, through a conflict and a restart', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const options = { baseURL: shop.url, locale: 'ru-RU' };
  const contextA = await browser.newContext({ ...options, viewport: { width: 1280, height: 800 } });
  // The second tablet stands in portrait.
  const contextB = await browser.newContext({ ...options, viewport: { width: 800, height: 1280 } });
  const shopperContext = await browser.newContext({ ...options, viewport: { width: 390, height: 844 } });
  // The pickup screen is a device of its own over the counter.
  const screenContext = await browser.newContext({ ...options, viewport: { width: 1280, height: 720 } });
  const problems: string[][] = [];
  const boardA = await tablet(contextA, problems);
  // Tablet B's socket messages can be held back, to press a card before hearing that A moved it.
  const holdB = await holdableSocket(contextB);
  const boardB = await tablet(contextB, problems);
  const shopper = await tablet(shopperContext, problems);

  // Tablet A opens its bookmark: the sign-in comes first, then the same board.
  await boardA.goto(`/staff/${KASSA_SHOP}`);
  await signIn(boardA);
  await expect(column(boardA, 'Новые')).toBeVisible({ timeout: 15_000 });
  // Tablet B starts at /staff: one shop, so straight to its board.
  await boardB.goto('/staff');
  await signIn(boardB);
  await expect(boardB).toHaveURL(new RegExp(`/staff/${KASSA_SHOP}$`));
  await expect(column(boardB, 'Новые')).toBeVisible({ timeout: 15_000 });
  // The pickup screen is connected once, with its own long read-only session.
  const screen = await tablet(screenContext, problems);
  await screen.goto(`/staff/${KASSA_SHOP}/screen`);
  await signIn(screen, kassa, 'Подключить экран выдачи');
  await expect(screen.getByRole('heading', { name: 'Можно забирать' })).toBeVisible({ timeout: 15_000 });
  // That device opens nothing but its screen: the board at its address says what the device is.
  const screenDevice = await tablet(screenContext, problems);
  await screenDevice.goto(`/staff/${KASSA_SHOP}`);
  await expect(screenDevice.getByRole('heading', { name: 'Это устройство — экран выдачи' })).toBeVisible();
  await screenDevice.close();
  // Both boards' sockets are up before the order is placed.
  await expect(boardA.getByText('Подключаемся…')).toBeHidden();
  await expect(boardB.getByText('Подключаемся…')).toBeHidden();

  // 1. The shopper's order appears on both boards within a second, without a reload.
  const { number, uid } = await placeOrderAsShopper(shopper);
  await expect(card(column(boardA, 'Новые'), number)).toBeVisible({ timeout: 1_000 });
  await expect(card(column(boardB, 'Новые'), number)).toBeVisible({ timeout: 1_000 });
  await expect(card(boardA, number)).toHaveClass(/order-card--fresh/);
  await expect(card(boardA, number)).toContainText('Оплата при получении');
  await expect(screen.getByTestId('preparing')).toContainText(String(number));

  // 2. A move on one tablet shows on the other, and on the shopper's order page, within 2 s.
  await expect(shopper).toHaveURL(/\/doneorder\?uid=/, { timeout: 15_000 });
  const shopperNow = shopper.locator('[data-order-now]');
  await expect(shopperNow).toHaveText('Принят', { timeout: 15_000 });
  await card(boardA, number).getByRole('button', { name: 'Готовим' }).click();
  await expect(boardA.getByRole('status').filter({ hasText: `№ ${number} → Готовим` })).toBeVisible();
  await expect(card(column(boardB, 'Готовим'), number)).toBeVisible({ timeout: 2_000 });
  await expect(shopperNow).toHaveText('Готовим', { timeout: 2_000 });

  // 3. Both tablets press «Готов» on the same card: B has not heard of A's move yet (its socket's messages are
  // held back) when it presses. One move; B's card is corrected to where the order is now, with no dialog.
  holdB.on = true;
  await card(boardA, number).getByRole('button', { name: 'Готов', exact: true }).click();
  await expect(card(column(boardA, 'Готовы'), number)).toBeVisible({ timeout: 2_000 });
  await expect(shopperNow).toHaveText('Готов к выдаче', { timeout: 2_000 });
  await card(column(boardB, 'Готовим'), number).getByRole('button', { name: 'Готов', exact: true }).click();
  await expect(card(column(boardB, 'Готовы'), number)).toBeVisible({ timeout: 2_000 });
  await expect(card(boardB, number).locator('.order-card__note')).toHaveText(/передвинули на другом планшете/);
  await expect(boardB.getByRole('alertdialog')).toHaveCount(0);
  await expect(boardA.getByRole('alertdialog')).toHaveCount(0);
  // The held events arrive late: older versions never roll the card back.
  holdB.release();
  await boardB.waitForTimeout(500);
  await expect(card(column(boardB, 'Готовы'), number)).toBeVisible();
  // The audit log (a manager's) has exactly one move to «ready».
  const managerApi = await playwright.request.newContext({ baseURL: shop.url, extraHTTPHeaders: { origin: shop.url } });
  const signedIn = await managerApi.post(buildPath(endpoints.staffSignin), {
    data: { login: admin?.login, password: admin?.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const audit = await managerApi.get(`${buildPath(endpoints.staffAudit)}?shop=${KASSA_SHOP}&order=${uid}`);
  expect(audit.status(), await audit.text()).toBe(200);
  const entries = ((await audit.json()) as { entries: { action: string; after: { stage?: string } | null }[] }).entries;
  const stageMoves = entries.filter((entry) => entry.action === 'stage').map((entry) => entry.after?.stage);
  await managerApi.dispose();
  expect(stageMoves.sort()).toEqual(['baking', 'ready']);

  // 4. The pickup screen shows the number under «Можно забирать», highlighted.
  await expect(screen.getByTestId('ready').getByText(String(number), { exact: true })).toBeVisible({
    timeout: 2_000,
  });
  await expect(screen.getByTestId('ready').locator('.pickup-screen__number--new')).toHaveText(String(number));
  await expect(screen.getByTestId('preparing')).not.toContainText(String(number));
  expect(await seriousViolations(boardA)).toEqual([]);
  // Made for fingers: every control at least 48 px each way; nothing past the edge, landscape or portrait.
  for (const board of [boardA, boardB]) {
    const small = await board.evaluate(() =>
      [...document.querySelectorAll('main button, main a, main summary, main .staff-switch')]
        .map((element) => ({ text: element.textContent?.trim(), box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 48 || box.height < 48))
        .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    expect(await board.evaluate(elementsPastRightEdge, board.viewportSize()?.width ?? 0)).toEqual([]);
  }
  expect(await seriousViolations(screen)).toEqual([]);

  // 5. The shop restarts with the same data: «Нет связи», then both boards catch up with the order placed meanwhile.
  await shop.stop();
  await expect(boardA.getByText('Нет связи')).toBeVisible({ timeout: 10_000 });
  await expect(boardB.getByText('Нет связи')).toBeVisible({ timeout: 10_000 });
  await expect(screen.getByText('Нет связи')).toBeVisible({ timeout: 10_000 });
  shop = await startShop(ROOT, PORT, { DATA_DIR: dataDir });
  const afterRestart = (await placePickupOrderByApi(shopper, { shopUrl: shop.url, shop: KASSA_SHOP })).number;
  for (const board of [boardA, boardB]) {
    await expect(card(column(board, 'Новые'), afterRestart)).toBeVisible({ timeout: 20_000 });
    await expect(board.getByText('Нет связи')).toBeHidden();
    // Nothing the board knew before is lost.
    await expect(card(column(board, 'Готовы'), number)).toBeVisible();
  }
  await expect(screen.getByTestId('preparing')).toContainText(String(afterRestart), { timeout: 20_000 });

  // Enter moves the focused card; the arrow keys walk between cards.
  await card(boardA, afterRestart).focus();
  await boardA.keyboard.press('Enter');
  await expect(card(column(boardB, 'Готовим'), afterRestart)).toBeVisible({ timeout: 2_000 });

  // The toast's «Отменить» takes the move back within 2 minutes, on every tablet.
  await boardA
    .getByRole('status')
    .filter({ hasText: `№ ${afterRestart} → Готовим` })
    .getByRole('button', { name: 'Отменить' })
    .click();
  await expect(card(column(boardB, 'Новые'), afterRestart)).toBeVisible({ timeout: 2_000 });
  // Signing out on a tablet asks for the password again.
  await boardB.getByRole('button', { name: 'Выйти' }).click();
  await expect(boardB.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();

  for (const list of problems) {
    expect(list.filter((problem) => !EXPECTED_NETWORK_NOISE.test(problem))).toEqual([]);
  }
  await Promise.all([contextA.close(), contextB.close(), shopperContext.close(), screenContext.close()]);
});

test('a manager of several shops picks one, and reads its review queue and audit log', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: shop.url, locale: 'ru-RU' });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto('/staff');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Выберите пекарню' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /Независимости/ }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/${KASSA_SHOP}$`));
  await expect(column(page, 'Новые')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /На проверке/ }).click();
  await expect(page.getByText('Заказов на проверке нет.')).toBeVisible();
  await page.getByRole('button', { name: 'Журнал' }).click();
  // The first test's moves, in words, by the cashier.
  await expect(page.getByRole('table')).toContainText('Готовим → Готовы');
  await expect(page.getByRole('table')).toContainText('Касса');
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('at the counter: cash taken, part of it refunded by a manager, and another order cancelled, each confirmed', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shop.url, locale: 'ru-RU' });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto('/');
  const paid = await placePickupOrderByApi(page, { shopUrl: shop.url, shop: KASSA_SHOP, count: 2 });
  const cancelled = await placePickupOrderByApi(page, { shopUrl: shop.url, shop: KASSA_SHOP });
  await page.goto(`/staff/${KASSA_SHOP}`);
  await signIn(page, admin);
  await expect(column(page, 'Новые')).toBeVisible({ timeout: 15_000 });

  // Cash at the counter: the card says how it was paid.
  const first = card(column(page, 'Новые'), paid.number);
  await expect(first).toContainText('Оплата при получении');
  await first.getByRole('button', { name: 'Принять оплату' }).click();
  await first.getByRole('button', { name: 'Наличными' }).click();
  await expect(first).toContainText('Оплачен наличными');

  // A manager refunds part of it: a reason is asked for, then the confirm toast.
  await first.getByRole('button', { name: 'Возврат' }).click();
  await first.getByLabel('Сумма, руб.').fill('1,50');
  await first.getByRole('button', { name: 'Вернуть деньги' }).click();
  await expect(first.getByText('Укажите причину')).toBeVisible();
  await first.getByLabel('Причина').fill('Один пирог подгорел');
  await first.getByRole('button', { name: 'Вернуть деньги' }).click();
  await page.getByRole('button', { name: 'Выполнить' }).click();
  await expect(first).toContainText('Оплачен, возврат 1,50');

  // Cancel: a reason, «Отмена» in the confirm toast changes nothing, «Выполнить» cancels.
  const second = card(column(page, 'Новые'), cancelled.number);
  await second.getByRole('button', { name: 'Отменить заказ' }).click();
  await second.getByLabel('Причина').fill('Покупатель позвонил и отказался');
  await second.getByRole('button', { name: `Отменить заказ № ${cancelled.number}` }).click();
  await page.getByRole('button', { name: 'Отмена', exact: true }).click();
  await expect(card(column(page, 'Новые'), cancelled.number)).toBeVisible();
  await second.getByRole('button', { name: `Отменить заказ № ${cancelled.number}` }).click();
  await page.getByRole('button', { name: 'Выполнить' }).click();
  await expect(card(column(page, 'Новые'), cancelled.number)).toHaveCount(0);

  expect(problems).toEqual([]);
  await context.close();
});
