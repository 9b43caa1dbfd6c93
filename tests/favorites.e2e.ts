import { expect, type Page, test } from '@playwright/test';
import { firstProduct, storedFavoriteIds, waitForHydration } from './support/app';

/**
 * Issue 12, item 1: after a reload every heart shows the stored favorites and
 * its first click does what the icon promises.
 */

function heartsOf(page: Page, productId: string) {
  return page.locator(`.product-card[data-product-id="${productId}"] .favorite-toggle`);
}

// Two full page loads and a dozen hearts each, on a machine shared with the rest of the suite.
test.describe.configure({ timeout: 60_000 });

for (const path of ['/', '/pirogi']) {
  test(`${path}: a favorited product's hearts stay filled after a reload and the first click removes it`, async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request);
    await page.goto(path);
    await waitForHydration(page, '.product-card');
    const hearts = heartsOf(page, product._id);
    await hearts.last().click();
    await expect(hearts.last()).toHaveAttribute('aria-pressed', 'true');
    // The favorites are saved a moment after the click: reloading sooner would test the save, not the hearts.
    await expect.poll(() => storedFavoriteIds(page)).toContain(product._id);

    await page.reload();
    await waitForHydration(page, '.product-card');
    const count = await hearts.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(hearts.nth(index)).toHaveAttribute('aria-pressed', 'true');
    }

    // The first click takes it out, as the filled heart promises.
    await hearts.first().click();
    for (let index = 0; index < count; index += 1) {
      await expect(hearts.nth(index)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect.poll(() => storedFavoriteIds(page)).not.toContain(product._id);
    await page.reload();
    await waitForHydration(page, '.product-card');
    await page.waitForTimeout(500);
    await expect(hearts.first()).toHaveAttribute('aria-pressed', 'false');
  });
}
