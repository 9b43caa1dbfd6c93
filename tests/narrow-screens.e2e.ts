import { expect, type Locator, type Page, test } from '@playwright/test';
import { fetchProducts, storedCartLines, storedFavoriteIds, waitForHydration } from './support/app';
import { elementsPastRightEdge, textOutsideItsBox } from './support/overflow';
import { PAGE_ROUTES } from './support/routes';
import { split } from './support/split';

// Issue 12, item 9: on a 320 px phone nothing may scroll sideways or stick out, and on the cart's lines
// the price, the count and the × keep apart.

const CATEGORY_IDS = ['sytnye', 'sladkie', 'sets', 'mini', 'deserty', 'polufabrikaty', 'napitki'];

/** Adds the first three cards and one with a discount (old and new prices on its line); answers the number of lines. */
async function fillCart(page: Page, { favorite = false } = {}): Promise<number> {
  const cards = 3;
  await page.goto('/');
  await waitForHydration(page);
  if (favorite) {
    await page.locator('.product-card .favorite-toggle').first().click();
    // Saved a moment after the click, like the cart below: leaving the page sooner loses it.
    await expect.poll(() => storedFavoriteIds(page)).toHaveLength(1);
  }
  const chosen = [
    ...Array.from({ length: cards }, (_, index) => page.locator('.product-card').nth(index)),
    page
      .locator('.product-card')
      .filter({ has: page.locator('.price--discounted') })
      .first(),
  ];
  const ids = new Set<string>();
  for (const card of chosen) {
    ids.add((await card.getAttribute('data-product-id')) ?? '');
    await card.getByRole('button', { name: 'В корзину' }).click();
  }
  // The cart is saved to IndexedDB a moment after the click: leaving the page sooner loses the last line.
  await expect.poll(() => storedCartLines(page)).toBe(ids.size);
  return ids.size;
}

/** What sticks out of a 320 px page: its width, elements past the right edge, text outside its box; null when nothing. */
async function whatSticksOut(page: Page): Promise<Record<string, unknown> | null> {
  const width = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const pastEdge = await page.evaluate(elementsPastRightEdge, width);
  const outside = await page.evaluate(textOutsideItsBox);
  if (pageWidth <= width && pastEdge.length === 0 && outside.length === 0) return null;
  return { pageWidth, pastEdge, outside };
}

async function expectNothingSticksOut(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: page width`).toBeLessThanOrEqual(
    width,
  );
  expect(await page.evaluate(elementsPastRightEdge, width), `${what}: elements past the right edge`).toEqual([]);
  expect(await page.evaluate(textOutsideItsBox), `${what}: text outside its box`).toEqual([]);
}

test.describe('320×640', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const pages = new Set<string>([
    ...PAGE_ROUTES.filter((path) => path !== '/cart'),
    ...CATEGORY_IDS.map((id) => `/pirogi/${id}`),
    '/no-such-page',
  ]);
  // A few pages per test, visited in one tab: a warm cache makes each visit after the first cheap,
  // and every page is still checked and named on its own.
  for (const group of split([...pages], 3)) {
    test(`${group.join(', ')}: nothing scrolls sideways`, async ({ page }) => {
      test.setTimeout(90_000);
      const found: Record<string, unknown> = {};
      for (const path of group) {
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const problem = await whatSticksOut(page);
        if (problem) found[path] = problem;
      }
      expect(found).toEqual({});
    });
  }

  test('a news post does not scroll sideways', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const href = await page.locator('main a[href^="/news/"]').first().getAttribute('href');
    if (!href) throw new Error('no news post linked from /news');
    await page.goto(href);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expectNothingSticksOut(page, href);
  });

  test('the product modal does not scroll sideways', async ({ page, request }) => {
    const products = await fetchProducts(request);
    // The longest title: the hardest to fit.
    const product = products.reduce((longest, next) => (next.title.length > longest.title.length ? next : longest));
    await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
    await waitForHydration(page, 'dialog.product-modal');
    await expect(page.getByRole('dialog', { name: product.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNothingSticksOut(page, 'the product modal');
  });

  test('the filled cart and the favorites list do not scroll sideways', async ({ page }) => {
    const lines = await fillCart(page, { favorite: true });
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.locator('.cart-line')).toHaveCount(lines);
    await expectNothingSticksOut(page, '/cart');

    await page.getByRole('button', { name: 'Открыть меню' }).first().click();
    await page.locator('#mobile-drawer .drawer__favorites').click();
    await expect(page.locator('.favorites-modal .favorite-line')).toHaveCount(1);
    await expectNothingSticksOut(page, 'the favorites list');
  });
});

/** The gap between two boxes, horizontally or vertically, whichever way they are apart; negative when they overlap. */
async function gapBetween(first: Locator, second: Locator): Promise<number> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error('a box is missing');
  const horizontal = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
  const vertical = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.max(horizontal, vertical);
}

for (const width of [390, 320]) {
  test(`at ${width} px a cart line keeps its price, count and × apart`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const count = await fillCart(page);
    await page.goto('/cart');
    await waitForHydration(page);
    const lines = page.locator('.cart-line');
    await expect(lines).toHaveCount(count);
    for (const line of await lines.all()) {
      const title = (await line.locator('.cart-line__title').textContent()) ?? '';
      const parts = {
        title: line.locator('.cart-line__title'),
        'price each': line.locator('.cart-line__info p'),
        count: line.locator('.stepper'),
        total: line.locator('.cart-line__total .price'),
        remove: line.getByRole('button', { name: /^Удалить/ }),
      };
      const old = line.locator('.cart-line__total .price__old');
      const entries: [string, Locator][] = Object.entries(parts);
      if ((await old.count()) > 0) entries.push(['old total', old]);
      for (const [index, [name, part]] of entries.entries()) {
        for (const [otherName, other] of entries.slice(index + 1)) {
          // Parts of one text block are spaced by the text itself.
          if (`${name}/${otherName}` === 'title/price each' || `${name}/${otherName}` === 'total/old total') continue;
          expect(
            await gapBetween(part, other),
            `${title}: gap between ${name} and ${otherName}`,
          ).toBeGreaterThanOrEqual(4);
        }
      }
    }
  });
}
