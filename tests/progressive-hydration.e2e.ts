import { expect, type Page, test } from '@playwright/test';
import { storedCartIds, storedFavoriteIds, waitForHydration } from './support/app';

/**
 * Issue 12 (Lighthouse, "defer the hydration of below-the-fold sections"): the home page's catalogue
 * sections keep their server HTML until the shopper comes near them, so starting the app costs only what
 * the first screen shows. Nothing may be lost meanwhile: a section hydrates before it is on screen, shows
 * the stored state then, and a click that comes before it hydrated is replayed.
 */

const LAST_SECTION = '#napitki';

test.use({ viewport: { width: 390, height: 844 } });

const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

test('a far section hydrates only once the shopper comes near it, and shows the stored favorites then', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const card = page.locator(`${LAST_SECTION} .product-card`).first();
  const id = await card.getAttribute('data-product-id');
  if (!id) throw new Error('the card has no product id');
  await expect.poll(() => isHydrated(page, '.popular .product-card')).toBe(true);
  await page.waitForTimeout(500);
  expect(await isHydrated(page, LAST_SECTION), 'hydrated far from the viewport').toBe(false);

  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page, LAST_SECTION)).toBe(true);
  await card.locator('.favorite-toggle').click();
  await expect.poll(() => storedFavoriteIds(page)).toEqual([id]);

  // After a reload the section waits again, and comes with the stored heart once near.
  await page.reload();
  await waitForHydration(page);
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
});

test('a click on a section that has not hydrated yet is kept and replayed once it has', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(await isHydrated(page, LAST_SECTION)).toBe(false);
  const card = page.locator(`${LAST_SECTION} .product-card`).first();
  const id = await card.getAttribute('data-product-id');
  // A click that reaches the server's HTML before React does (a keyboard shopper, a script, a fast tap).
  await card.getByRole('button', { name: 'В корзину' }).evaluate((button: HTMLElement) => button.click());
  await expect.poll(() => storedCartIds(page)).toEqual([id]);
  expect(await isHydrated(page, LAST_SECTION)).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');
});
