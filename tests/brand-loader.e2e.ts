import { expect, type Response, test } from '@playwright/test';
import { VISIT_COOKIE } from '../src/features/loader/visit.cookie';
import { waitForHydration } from './support/app';
import { FIRST_VISIT } from './support/first-visit';

/**
 * Issue 27, item 19: the branded loader (SPEC §2, 2.5 s) starts a visit; it hid an already rendered page for
 * 3 s on every reload. Only the first page of a visit shows it; a reload and pages loaded later in the same
 * browser session show themselves at once, and the loader is never the page's largest contentful paint.
 */

const LOADER = 'data-testid="brand-loader"';

test.use(FIRST_VISIT);

/** Whether a page's server HTML has the loader in it. */
const hasLoader = async (response: Response | null) => ((await response?.text()) ?? '').includes(LOADER);

interface PaintEntry {
  size: number;
  inLoader: boolean;
}

test('the loader shows on the first page of a visit only: a reload and later page loads show the page at once', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four page loads and a second browser session, on a machine shared with the rest of the suite.
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    const entries: { size: number; inLoader: boolean }[] = [];
    (window as unknown as { paints: typeof entries }).paints = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
        entries.push({ size: entry.size, inLoader: entry.element?.closest('.brand-loader') != null });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const loader = page.getByTestId('brand-loader');

  const first = await page.goto('/');
  expect(await hasLoader(first)).toBe(true);
  await waitForHydration(page);
  await expect(loader).toHaveCount(0, { timeout: 6_000 });
  const paints = await page.evaluate(() => (window as unknown as { paints: PaintEntry[] }).paints);
  expect(paints.length).toBeGreaterThan(0);
  expect(paints.at(-1)?.inLoader, 'the largest contentful paint is the page’s, not the loader’s').toBe(false);

  // A reload: the server renders no loader, so nothing covers the page from its first paint.
  const reloaded = await page.reload({ waitUntil: 'commit' });
  expect(await hasLoader(reloaded)).toBe(false);
  await page.waitForLoadState('domcontentloaded');
  await expect(loader).toHaveCount(0);
  await waitForHydration(page);
  await expect(loader).toHaveCount(0);

  // Another page loaded in full later in the visit.
  const later = await page.goto('/akcii');
  expect(await hasLoader(later)).toBe(false);
  await expect(loader).toHaveCount(0);

  // A new browser session is a new visit: the loader again.
  const next = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const nextPage = await next.newPage();
    const response = await nextPage.goto('/news');
    expect(await hasLoader(response)).toBe(true);
    await expect(nextPage.getByTestId('brand-loader')).toBeVisible();
  } finally {
    await next.close();
  }
});

test('a visit that began on /cart, which has no loader, shows none on the pages after it', async ({ page }) => {
  const cart = await page.goto('/cart');
  expect(await hasLoader(cart)).toBe(false);
  await waitForHydration(page);
  // The visit is marked by the root's effect, which runs a moment after the page has hydrated.
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === VISIT_COOKIE))
    .toBe(true);
  const home = await page.goto('/');
  expect(await hasLoader(home)).toBe(false);
});
