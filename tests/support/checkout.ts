import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox gateway's test cards (its page tells them apart by number). */
export const SANDBOX_CARDS = {
  success: '4200000000000000',
  declined: '4005550000000019',
  threeDSecure: '4012000000001006',
} as const;

/** A shop open every day, so tomorrow always has pickup times whenever the tests run. */
export const PICKUP_SHOP = 'nemiga';

/** The checkout panel: the shell has phone lists too, so its fields are looked for inside it. */
export const checkoutPanel = (page: Page) => page.locator('[data-checkout-panel]');

/**
 * A time with room on the chosen day (the `Время` select; the day's times come from GET /api/delivery/slots),
 * at random among them. Tests in both workers order from the same shop for the same day: when each took the
 * first time with room, two filled it under one another, the second got the server's 409 «время заняли» (the
 * panel falls back to «Как можно скорее», as it should), and its test never reached the bank (checkout.e2e.ts,
 * flaky in stops 43 and 44 and in this session's CI).
 */
export async function chooseTimeWithRoom(time: Locator): Promise<void> {
  const withRoom = time.locator('option:not([disabled])');
  await expect(withRoom).not.toHaveCount(1);
  // The first option is «Как можно скорее».
  const times = (
    await withRoom.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).slice(1);
  await time.selectOption(times[Math.floor(Math.random() * times.length)] ?? 'asap');
}

/** Pickup from `shop` (`PICKUP_SHOP` unless told) tomorrow, at a time that still has room. */
export async function choosePickupTomorrow(page: Page, shop: string = PICKUP_SHOP): Promise<void> {
  const panel = checkoutPanel(page);
  await panel.getByRole('radio', { name: /Самовывоз/ }).check();
  await panel.getByLabel('Пекарня').selectOption(shop);
  await panel.getByLabel('День самовывоза').selectOption({ index: 1 });
  await chooseTimeWithRoom(panel.getByLabel('Время'));
}

/** The bank's page on the sandbox's origin: the card's details, then «Оплатить». */
export async function payOnBankPage(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/v2\/checkout/);
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия').fill('12/35');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Владелец карты').fill('ANNA TESTOVA');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
}
