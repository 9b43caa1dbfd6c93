import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { products } from '../server/db/schema';
import { endpoints } from '../src/domain/contract/endpoints';
import { waitForHydration } from './support/app';
import { type InProcessShop, startInProcessShop } from './support/in-process-shop';

let shop: InProcessShop;

test.beforeAll(async () => {
  // A fresh embedded database (initdb, migrations, seed) takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  shop = await startInProcessShop();
});

test.afterAll(async () => {
  await shop?.close();
});

test('storage sync replaces a stale price and drops a withdrawn product, and says so', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await waitForHydration(page);
  const cards = page.locator('.product-card');
  const repricedId = await cards.nth(0).getAttribute('data-product-id');
  const withdrawnId = await cards.nth(1).getAttribute('data-product-id');
  const withdrawnTitle = ((await cards.nth(1).locator('.product-card__title').textContent()) ?? '').trim();
  const repricedTitle = ((await cards.nth(0).locator('.product-card__title').textContent()) ?? '').trim();
  if (!repricedId || !withdrawnId) throw new Error('product cards carry no ids');
  // The first sync (1.5 s after the last change) must pass with the old catalogue. A tap on a section not yet
  // hydrated is replayed a moment later, so a fixed wait could change the catalogue before that sync: wait for it.
  const firstSync = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === endpoints.storageUpdate.path &&
      (response.request().postDataJSON() as { cartData?: unknown[] } | null)?.cartData?.length === 2,
    { timeout: 20_000 },
  );
  await cards.nth(0).getByRole('button', { name: 'В корзину' }).click();
  await cards.nth(1).getByRole('button', { name: 'В корзину' }).click();
  await firstSync;

  await shop.db.update(products).set({ costKopecks: 4321, discountPercent: 0 }).where(eq(products.id, repricedId));
  await shop.db.update(products).set({ withdrawn: true }).where(eq(products.id, withdrawnId));

  await page.goto(`${shop.url}/cart`);
  // The cart page checks the stored cart 1.5 s after reading it, which itself follows the page's load.
  await expect(page.getByText(`«${withdrawnTitle}» больше не продаётся и удалён из корзины`)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(`Цена на «${repricedTitle}» изменилась — корзина обновлена`)).toBeVisible();
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  // The new price in the one spelling (toContainText folds the no-break space, the exact text does not).
  const repricedLine = page.locator(`[data-cart-line="${repricedId}"]`);
  await expect(repricedLine).toContainText('43,21');
  expect(await repricedLine.locator('.cart-line__info .muted').textContent()).toBe('43,21\u00a0руб. за шт.');
});
