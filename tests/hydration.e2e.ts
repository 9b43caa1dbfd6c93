import { expect, test } from '@playwright/test';
import { collectProblems, firstProduct, topOf, waitForHydration } from './support/app';

declare global {
  interface Window {
    __e2eMarker?: string;
  }
}

const PAGES = ['/', '/adresa', '/news', '/pirogi/sytnye', '/docs/privacy'];
const MISSING = '/no-such-page';

for (const route of [...PAGES, MISSING]) {
  test(`${route} hydrates without console errors or hydration warnings`, async ({ page }) => {
    const problems = collectProblems(page, route === MISSING ? MISSING : undefined);
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('a cold deep link to a product hydrates without warnings', async ({ page, request }) => {
  const product = await firstProduct(request);
  const problems = collectProblems(page);
  await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
  await waitForHydration(page, 'dialog.product-modal');
  await page.waitForLoadState('networkidle');
  // In the browser the server-rendered dialog becomes a real modal (top layer, focus trap).
  await expect(page.locator('dialog.product-modal')).toHaveJSProperty('open', true);
  expect(await page.locator('dialog.product-modal').evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(problems).toEqual([]);
});

test('after hydration the app navigates on the client: no full page load', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page, '.product-card__title a');
  await page.evaluate(() => {
    window.__e2eMarker = 'same document';
  });

  // A category link scrolls the window to its section (the exact offset is category-nav.e2e.ts's business).
  await page.locator('.category-bar .category-nav__link', { hasText: 'Десерты' }).click();
  await expect.poll(() => topOf(page, '#deserty')).toBeLessThan(150);
  expect(await topOf(page, '#deserty')).toBeGreaterThanOrEqual(0);
  await expect(page).toHaveURL(/#deserty$/);

  // A product title opens the modal in place.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const link = page.locator('.product-card__title a').first();
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/[?&]pirog=/);
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();

  expect(await page.evaluate(() => window.__e2eMarker)).toBe('same document');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(problems).toEqual([]);
});
