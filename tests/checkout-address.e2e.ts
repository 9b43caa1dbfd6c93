import { expect, type Page, type Request, test } from '@playwright/test';
import {
  collectProblems,
  patchStoredRecordData,
  storedCartLines,
  storedRecordData,
  waitForHydration,
} from './support/app';
import { seriousViolations } from './support/axe';
import { choosePickupTomorrow, chooseTimeWithRoom, checkoutPanel as panel } from './support/checkout';
import { elementsPastRightEdge } from './support/overflow';

/**
 * Issue 27, items 4 and 18, as a shopper meets them in the checkout panel:
 * the delivery address in parts, checked before anything is sent (another
 * city or country, «1»), with the chosen district beside it; an address kept
 * on the device as one line before parts becomes the note; a name needs
 * letters, and an over-long name or comment is counted and refused, never cut.
 */

const OLD_LINE = 'ул. Кижеватова, 7, кв. 12';

async function fillCart(page: Page, lines: number): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  for (let index = 0; index < lines; index += 1) {
    await page.locator('.product-card').nth(index).getByRole('button', { name: 'В корзину' }).click();
  }
  await expect.poll(() => storedCartLines(page)).toBe(lines);
  await page.goto('/cart');
  await waitForHydration(page);
}

async function openCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
}

/** The `POST /api/payment` requests the page sends. */
function watchOrders(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment') sent.push(request);
  });
  return sent;
}

// A whole checkout each, with an order placed and an accessibility scan: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const field = (page: Page, label: string | RegExp) =>
  panel(page).getByLabel(label, { exact: typeof label === 'string' });
const COMMENT = /^Комментарий к заказу/;

/** Delivery tomorrow in a window with room: today's may be over whenever the tests run. */
async function chooseDeliveryTomorrow(page: Page): Promise<void> {
  await panel(page).getByLabel('День доставки').selectOption({ index: 1 });
  await chooseTimeWithRoom(panel(page).getByLabel('Время'));
}

test('a delivery address in parts: another country or «1» is refused beside its field, a Minsk one goes through', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await fillCart(page, 2);
  await openCheckout(page);
  const zone = page.locator('[data-address-zone]');
  await expect(zone).toHaveText('Минск, район не выбран');
  await panel(page).getByLabel('Район доставки').selectOption('centralnyy');
  // The chosen district beside the address: the city is the shop's own.
  await expect(zone).toHaveText('Минск, Центральный район');
  await expect(field(page, 'Улица')).toHaveAttribute('autocomplete', 'address-line1');
  await expect(field(page, 'Квартира')).toHaveAttribute('autocomplete', 'address-line2');
  await chooseDeliveryTomorrow(page);

  await field(page, 'Улица').fill('Россия, Москва, Тверская ул.');
  await field(page, 'Дом').fill('1');
  await field(page, 'Имя').fill('Олег');
  await field(page, 'Телефон').fill('8 029 123-45-67');
  await panel(page)
    .getByRole('radio', { name: /При получении/ })
    .check();
  const orders = watchOrders(page);
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(
    panel(page).getByText('Доставляем только по Минску, а здесь указана другая страна: Россия'),
  ).toBeVisible();
  await expect(field(page, 'Улица')).toBeFocused();
  await expect(field(page, 'Улица')).toHaveAttribute('aria-invalid', 'true');

  // The whole address «1», as it was accepted before.
  await field(page, 'Улица').fill('1');
  await expect(panel(page).getByText('Укажите название улицы, а не только номер')).toBeVisible();
  await field(page, 'Дом').fill('');
  await expect(panel(page).getByText('Укажите номер дома')).toBeVisible();
  expect(orders).toEqual([]);

  // A browser fills street and house into the first line: the number moves to «Дом».
  await field(page, 'Улица').fill('ул. Немига, д. 5');
  await field(page, 'Улица').blur();
  await expect(field(page, 'Улица')).toHaveValue('ул. Немига');
  await expect(field(page, 'Дом')).toHaveValue('5');
  await field(page, 'Подъезд').fill('2');
  await field(page, 'Квартира').fill('12');
  await expect(panel(page).locator('.form-field__error')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(elementsPastRightEdge, 320)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/doneorder\?uid=/, { timeout: 15_000 });
  // The live timeline names the address as it was sent, after its district (said once on the page).
  await expect(page.locator('[data-order-track]')).toContainText('ул. Немига, д. 5, подъезд 2, кв. 12');
  await expect(page.getByText('Центральный район, ул. Немига, д. 5, подъезд 2, кв. 12', { exact: true })).toHaveCount(
    1,
  );
  const body = orders[0]?.postDataJSON() as { address?: unknown } | undefined;
  expect(body?.address).toEqual({ street: 'ул. Немига', house: '5', entrance: '2', flat: '12' });
  expect(problems).toEqual([]);
});

test('an address kept on the device as one line becomes the note until street and house are filled', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await fillCart(page, 2);
  await openCheckout(page);
  await panel(page).getByLabel('Район доставки').selectOption('centralnyy');
  await expect
    .poll(async () => (await storedRecordData(page, 'checkout')) as unknown)
    .toMatchObject({
      zone: 'centralnyy',
    });
  // The draft as the app kept it before addresses had parts: one line.
  await patchStoredRecordData(page, 'checkout', { address: OLD_LINE });
  await page.reload();
  await waitForHydration(page);
  await openCheckout(page);
  await expect(field(page, 'Уточнение к адресу')).toHaveValue(OLD_LINE);
  await expect(field(page, 'Улица')).toHaveValue('');
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(panel(page).getByText('Укажите улицу')).toBeVisible();
  await expect(panel(page).getByText('Укажите номер дома')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a name needs two letters; an over-long name or comment is counted and refused, never cut', async ({ page }) => {
  const problems = collectProblems(page);
  await fillCart(page, 1);
  await openCheckout(page);
  await choosePickupTomorrow(page);
  await field(page, 'Телефон').fill('8 029 123-45-67');
  await panel(page)
    .getByRole('radio', { name: /При получении/ })
    .check();

  await field(page, 'Имя').fill('🥧🥧🥧');
  await field(page, 'Имя').blur();
  await expect(panel(page).getByText('Имя должно содержать хотя бы две буквы')).toBeVisible();

  const longName = 'А'.repeat(500);
  await field(page, 'Имя').fill(longName);
  await field(page, 'Имя').blur();
  await expect(field(page, 'Имя')).toHaveValue(longName);
  await expect(panel(page).locator('[data-field-counter]').first()).toContainText('500 / 80');
  await expect(panel(page).getByText('Имя слишком длинное: не больше 80 символов')).toBeVisible();

  const longComment = 'ы'.repeat(2600);
  await field(page, COMMENT).fill(longComment);
  await field(page, COMMENT).blur();
  await expect(field(page, COMMENT)).toHaveValue(longComment);
  await expect(panel(page).getByText('2600 / 500')).toBeVisible();
  await expect(panel(page).getByText('Комментарий слишком длинный: не больше 500 символов')).toBeVisible();

  const orders = watchOrders(page);
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(field(page, 'Имя')).toBeFocused();
  expect(orders).toEqual([]);

  await field(page, 'Имя').fill('Анна');
  await field(page, COMMENT).fill('Позвоните за час');
  await expect(panel(page).getByText('4 / 80')).toBeVisible();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/doneorder\?uid=/, { timeout: 15_000 });
  expect(orders).toHaveLength(1);
  expect(problems).toEqual([]);
});
