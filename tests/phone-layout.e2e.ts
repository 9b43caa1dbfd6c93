import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectProblems, fetchProducts, scrollToY, storedCartLines, waitForHydration } from './support/app';
import { checkoutPanel, choosePickupTomorrow } from './support/checkout';
import { wordsCutMidWord } from './support/overflow';
import { waitForController, waitForWarmUp } from './support/service-worker';

/**
 * Issue 27, items 12, 14 and 17: what a phone (390 and 320 px wide) showed badly. The offline notice sat over
 * the logo and the category bar a word per line; the order page cut words in the middle; the product modal
 * left its price and «В корзину» below the fold.
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** Whether `locator` is wholly on screen, inside `within`, and on top there (not covered by anything). */
async function whollyShown(page: Page, locator: Locator, within: Locator): Promise<string | null> {
  const box = await boxOf(locator);
  const frame = await boxOf(within);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  if (box.top < Math.max(frame.top, 0) - 0.5 || box.bottom > Math.min(frame.bottom, viewport.height) + 0.5) {
    return `spans ${Math.round(box.top)}–${Math.round(box.bottom)} px, shown ${Math.round(Math.max(frame.top, 0))}–${Math.round(Math.min(frame.bottom, viewport.height))} px`;
  }
  const onTop = await locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  return onTop ? null : 'covered by another element';
}

for (const viewport of PHONES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the product modal keeps the price and «В корзину» in view, also while its text is scrolled', async ({
      page,
      request,
    }) => {
      const products = (await fetchProducts(request)) as unknown as Array<{
        _id: string;
        title: string;
        description: string;
        composition: string;
      }>;
      // The longest text makes the longest modal.
      const length = (candidate: (typeof products)[number]) =>
        candidate.title.length + candidate.description.length + candidate.composition.length;
      const product = products.reduce<(typeof products)[number] | undefined>(
        (longest, candidate) => (longest && length(longest) >= length(candidate) ? longest : candidate),
        undefined,
      );
      if (!product) throw new Error('empty catalogue');
      const problems = collectProblems(page);
      await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
      await waitForHydration(page, 'dialog.product-modal');
      const dialog = page.getByRole('dialog', { name: product.title });
      const price = dialog.locator('.product-modal__price');
      const add = dialog.getByRole('button', { name: 'В корзину' });

      expect(await whollyShown(page, price, dialog), 'the price').toBeNull();
      expect(await whollyShown(page, add, dialog), '«В корзину»').toBeNull();
      // Halfway through the description and composition, they are still there.
      await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 3, behavior: 'instant' }));
      expect(await whollyShown(page, price, dialog), 'the price, scrolled').toBeNull();
      expect(await whollyShown(page, add, dialog), '«В корзину», scrolled').toBeNull();
      // The end of the modal (its rating) can still be reached above the bar.
      const rating = dialog.locator('.star-rating');
      await rating.scrollIntoViewIfNeeded();
      expect(await whollyShown(page, rating, dialog), 'the rating at the end').toBeNull();

      await add.click();
      await expect.poll(() => storedCartLines(page)).toBe(1);
      expect(problems).toEqual([]);
    });
  });

  test.describe(`offline at ${viewport.width} px`, () => {
    test.use({ viewport, serviceWorkers: 'allow' });

    test('the offline notice fits in one or two lines under the header, covering neither logo nor categories', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      await waitForController(page);
      // The notice names the time of the data kept: the longest text it has.
      await waitForWarmUp(page);
      await context.setOffline(true);
      const banner = page.locator('[data-offline-banner]');
      await expect(banner).toHaveText(/^Нет соединения — показываем сохранённые данные от \d{1,2}:\d{2}$/);

      const header = await boxOf(page.locator('.mobile-header'));
      const noticeBox = await boxOf(banner);
      expect(noticeBox.top, 'below the header').toBeGreaterThanOrEqual(header.bottom - 0.5);
      expect(overlap(noticeBox, await boxOf(page.locator('.mobile-header .logo')))).toBe(false);
      expect(overlap(noticeBox, await boxOf(page.locator('.category-bar')))).toBe(false);
      const lines = await banner.evaluate((element) => {
        const style = getComputedStyle(element);
        const content =
          element.getBoundingClientRect().height -
          Number.parseFloat(style.paddingTop) -
          Number.parseFloat(style.paddingBottom) -
          Number.parseFloat(style.borderTopWidth) -
          Number.parseFloat(style.borderBottomWidth);
        return Math.round(content / Number.parseFloat(style.lineHeight));
      });
      expect(lines).toBeGreaterThanOrEqual(1);
      expect(lines).toBeLessThanOrEqual(2);

      // Scrolled down the page it stays in view, under the compact menu rather than over it.
      await scrollToY(page, 1_200);
      const menu = page.locator('.compact-menu');
      await expect.poll(async () => (await boxOf(menu)).top).toBeGreaterThanOrEqual(-0.5);
      await expect(banner).toBeInViewport();
      expect(overlap(await boxOf(banner), await boxOf(menu))).toBe(false);
      await context.setOffline(false);
      await expect(banner).toHaveCount(0);
    });
  });
}

test('at 320 px the order page wraps at spaces and hyphenates Russian, never cutting a word in the middle', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForHydration(page);
  for (let index = 0; index < 3; index += 1) {
    await page.locator('.product-card').nth(index).getByRole('button', { name: 'В корзину' }).click();
  }
  await expect.poll(() => storedCartLines(page)).toBe(3);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await choosePickupTomorrow(page);
  await checkoutPanel(page).getByLabel('Имя').fill('Анна Константиновна');
  await checkoutPanel(page).getByLabel('Телефон').fill('8 029 123-45-67');
  await checkoutPanel(page)
    .getByRole('radio', { name: /При получении/ })
    .check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/doneorder\?uid=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Спасибо! Заказ принят' })).toBeVisible();

  await page.setViewportSize({ width: 320, height: 640 });
  const problems = collectProblems(page);
  await page.reload();
  await waitForHydration(page);
  const order = page.locator('.order');
  await expect(order).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
  expect(await page.evaluate(wordsCutMidWord, '.order')).toEqual([]);
  for (const text of [order.locator('.order__facts dd').first(), order.locator('.order__line-title').first()]) {
    expect(await text.evaluate((element) => getComputedStyle(element).hyphens)).toBe('auto');
  }
  expect(problems).toEqual([]);
});
