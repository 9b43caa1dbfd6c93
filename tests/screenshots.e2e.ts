import { expect, test } from '@playwright/test';
import { firstProduct, waitForHydration } from './support/app';

/** Screenshots for a human to look at: test-results/screenshots/<page>-<width>.png. */
for (const width of [1280, 390]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test('home page', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.product-card').first()).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/home-${width}.png` });
      // Scroll through once so the lazy images below the fold load before the full-page shot.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 800) await page.mouse.wheel(0, 800);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({ path: `test-results/screenshots/home-${width}-full.png`, fullPage: true });
    });

    test('product modal', async ({ page, request }) => {
      const product = await firstProduct(request);
      await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
      await waitForHydration(page, 'dialog.product-modal');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog', { name: product.title })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/modal-${width}.png` });
    });
  });
}
