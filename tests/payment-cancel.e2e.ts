import { expect, type Page, test } from '@playwright/test';
import { collectProblems, storedCartLines, waitForHydration } from './support/app';
import { PICKUP_SHOP, checkoutPanel as panel, payOnBankPage, SANDBOX_CARDS } from './support/checkout';

/**
 * Issue 27 (2): «Отменить и вернуться в магазин» on the bank's page ends the
 * checkout at once. The shopper is back in /cart with the cart and the form
 * as they were and «Оплата отменена»; the order is over (its time slot has
 * its room back), and «Оплатить» starts a new attempt with a new bank page.
 */

const LINES = 2;

async function fillCart(page: Page): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  for (let index = 0; index < LINES; index += 1) {
    await page.locator('.product-card').nth(index).getByRole('button', { name: 'В корзину' }).click();
  }
  await expect.poll(() => storedCartLines(page)).toBe(LINES);
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.locator('[data-cart-line]')).toHaveCount(LINES);
}

/** Pickup tomorrow at the day's last free time (the checkout tests take the first), by card. */
async function fillPickupOrder(page: Page): Promise<{ date: string; slot: string }> {
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const form = panel(page);
  await form.getByRole('radio', { name: /Самовывоз/ }).check();
  await form.getByLabel('Пекарня').selectOption(PICKUP_SHOP);
  await form.getByLabel('День самовывоза').selectOption({ index: 1 });
  const time = form.getByLabel('Время');
  await expect(time.locator('option:not([disabled])')).not.toHaveCount(1);
  const slot = (await time.locator('option:not([disabled])').last().getAttribute('value')) ?? '';
  await time.selectOption(slot);
  await form.getByLabel('Имя').fill('Анна');
  await form.getByLabel('Телефон').fill('8 029 123-45-67');
  await form.getByRole('radio', { name: /Картой онлайн/ }).check();
  return { date: await form.getByLabel('День самовывоза').inputValue(), slot };
}

/** How many more orders the slot takes, as the shop says now. */
async function roomLeft(page: Page, { date, slot }: { date: string; slot: string }): Promise<number | undefined> {
  const response = await page.request.get(`/api/delivery/slots/pickup/${PICKUP_SHOP}/${date}`);
  const answer = (await response.json()) as { slots: { _id: string; capacityLeft: number }[] };
  return answer.slots.find((one) => one._id === slot)?.capacityLeft;
}

test('cancelling on the bank’s page: back in the cart at once, the order over, and a new try pays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = collectProblems(page);
  const tokens: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.pathname === '/v2/checkout') {
      tokens.push(url.searchParams.get('token') ?? '');
    }
  });
  await fillCart(page);
  const chosen = await fillPickupOrder(page);
  const room = await roomLeft(page, chosen);
  expect(room).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  expect(await roomLeft(page, chosen)).toBe((room ?? 0) - 1);
  const orderPage = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/doneorder',
  );
  await page.getByRole('link', { name: 'Отменить и вернуться в магазин' }).click();
  const uid = new URL((await orderPage).url()).searchParams.getAll('uid')[0] ?? '';

  // Not two minutes of «Ждём подтверждения банка»: the cart, as it was, says the payment was cancelled.
  await expect(page).toHaveURL(/\/cart$/, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Уведомления' }).getByText('Оплата отменена')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ждём подтверждения банка' })).toHaveCount(0);
  await expect(page.locator('[data-cart-line]')).toHaveCount(LINES);
  await expect(panel(page).getByLabel('Имя')).toHaveValue('Анна');
  await expect(panel(page).getByLabel('Время')).toHaveValue(chosen.slot);

  // The order is over and its time has its room back.
  expect((await page.request.get(`/api/payment/${uid}`)).status()).toBe(402);
  expect(await roomLeft(page, chosen)).toBe(room);

  // «Оплатить» again: a new bank page, paid this time.
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await payOnBankPage(page, SANDBOX_CARDS.success);
  await expect(page.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible({ timeout: 20_000 });
  expect(tokens).toHaveLength(2);
  expect(new Set(tokens).size).toBe(2);
  // The cancelled order's 402 answers are the API speaking (SPEC §4), not a fault of the page.
  expect(problems.filter((problem) => !/status of 402 .*\/api\/payment\//.test(problem))).toEqual([]);
});
