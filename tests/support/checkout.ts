import { expect, type Page } from '@playwright/test';

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

/** Pickup from `shop` (`PICKUP_SHOP` unless told) tomorrow, at the first time that still has room. */
export async function choosePickupTomorrow(page: Page, shop: string = PICKUP_SHOP): Promise<void> {
  const panel = checkoutPanel(page);
  await panel.getByRole('radio', { name: /Самовывоз/ }).check();
  await panel.getByLabel('Пекарня').selectOption(shop);
  await panel.getByLabel('День самовывоза').selectOption({ index: 1 });
  const time = panel.getByLabel('Время');
  // The day's times come from GET /api/delivery/slots; take the first one that has room.
  await expect(time.locator('option:not([disabled])')).not.toHaveCount(1);
  const firstFree = await time.locator('option:not([disabled])').nth(1).getAttribute('value');
  await time.selectOption(firstFree ?? 'asap');
}

/** The bank's page on the sandbox's origin: the card's details, then «Оплатить». */
export async function payOnBankPage(page: Page, card: string): Promise<void> {
  // «Оплатить» waits for the server to price the order, claim the slot and write it in one transaction, and
  // for the gateway's answer: seconds on a busy CI machine (the on-receipt path in checkout.e2e.ts waits as long).
  await expect(page).toHaveURL(/\/v2\/checkout/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия').fill('12/35');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Владелец карты').fill('ANNA TESTOVA');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
}
