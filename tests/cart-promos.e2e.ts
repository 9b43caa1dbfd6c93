import { expect, test } from '@playwright/test';
import { collectProblems, storedCartLines, waitForHydration } from './support/app';

/*
 * The demo seed has three active promotions: every third «сытный» pie at half
 * price, a cranberry drink for 1 руб. in an order from 40 руб., and 50 kopecks
 * off each mini pie from five. The cart must name the one the engine applies
 * and the one nearest to applying — not the first one listed.
 */
test('the cart names the promotion nearest to applying, then the applied one and why', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/pirogi/sytnye');
  // The cards hydrate after the page's main part: a tap before then may be lost.
  await waitForHydration(page, '.product-card__title a');
  for (const index of [0, 1]) {
    await page.locator('.product-card').nth(index).getByRole('button', { name: 'В корзину' }).click();
  }
  // Saved to IndexedDB a moment after the click: leaving sooner would lose the last line.
  await expect.poll(() => storedCartLines(page)).toBe(2);
  await page.goto('/cart');
  await expect(page.locator('[data-cart-line]')).toHaveCount(2);

  // Two pies cost more than 40 руб.: one drink away from the drink promotion, which adds far less
  // money than a third pie. The first promotion listed («every third pie») is not the nearest.
  await expect(page.locator('.cart__promo')).toHaveCount(0);
  await expect(page.locator('.cart__nudge')).toHaveText(
    'Акция «Клюквенный морс за 1 рубль при заказе от 40 руб.»: добавьте ещё 1 напиток — и напитки из акции за 1,00\u00a0руб.',
  );

  await page.locator('[data-cart-line]').first().getByRole('button', { name: 'Больше' }).click();
  await expect(page.locator('.cart__promo')).toContainText(
    'Применена акция «Каждый третий сытный пирог — за полцены»: в корзине 3 пирога из акции — каждый третий пирог за полцены, скидка ',
  );
  // A drink now would not change the engine's choice (the half-price pie gives more): no nudge toward it.
  await expect(page.locator('.cart__nudge')).toHaveCount(0);
  expect(problems).toEqual([]);
});
