import { expect, type Page, test } from '@playwright/test';
import { scrollToY, topOf, waitForHydration, waitForScrollEnd } from './support/app';

const OFFSET = 54;
const mainNavActive = (page: Page) => page.locator('.category-bar .category-nav__link[data-active]');

async function sections(page: Page) {
  return page.locator('[data-category-section]').evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.id,
      title: element.querySelector('h2')?.textContent?.trim() ?? '',
      top: element.getBoundingClientRect().top + window.scrollY,
    })),
  );
}

test.describe('desktop, 1280×900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the active category follows the scroll position with the 54 px offset', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '.category-nav__link');
    const all = await sections(page);
    expect(all.map((section) => section.id)).toEqual([
      'sytnye',
      'sladkie',
      'sets',
      'mini',
      'deserty',
      'polufabrikaty',
      'napitki',
    ]);
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

    for (const [index, section] of all.entries()) {
      const target = Math.round(section.top - OFFSET);
      expect(target, `#${section.id} can be scrolled to ${OFFSET} px from the top`).toBeLessThanOrEqual(maxScroll);
      // Just above the offset line: the previous section (or none) is still the active one.
      await scrollToY(page, target - 10);
      if (index === 0) await expect(mainNavActive(page)).toHaveCount(0);
      else await expect(mainNavActive(page)).toHaveText(all[index - 1]?.title ?? '');
      // Its top on the offset line: this one is active, and only this one.
      await scrollToY(page, target);
      await expect(mainNavActive(page)).toHaveCount(1);
      await expect(mainNavActive(page)).toHaveText(section.title);
      await expect(mainNavActive(page)).toHaveAttribute('aria-current', 'true');
    }
  });

  test('clicking «Десерты» scrolls its section to 54 px below the top and makes it active', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '.category-nav__link');
    await page.locator('.category-bar .category-nav__link', { hasText: 'Десерты' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await waitForScrollEnd(page);
    const top = await topOf(page, '#deserty');
    expect(top, `#deserty top after the click, px from the viewport top`).toBeGreaterThanOrEqual(OFFSET - 3);
    expect(top, `#deserty top after the click, px from the viewport top`).toBeLessThanOrEqual(OFFSET + 3);
    await expect(mainNavActive(page)).toHaveText('Десерты');
    // The compact menu is showing by now and marks the same category.
    await expect(page.locator('[data-testid=compact-menu] .category-nav__link[data-active]')).toHaveText('Десерты');
  });

  test('a category link on another page opens the home page at that section', async ({ page }) => {
    await page.goto('/adresa');
    await waitForHydration(page, '.category-nav__link');
    await page.locator('.category-bar .category-nav__link', { hasText: 'Десерты' }).click();
    await expect(page).toHaveURL(/\/#deserty$/);
    await expect(page.locator('#deserty')).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await waitForScrollEnd(page);
    const top = await topOf(page, '#deserty');
    expect(top, `#deserty top after the navigation, px from the viewport top`).toBeGreaterThanOrEqual(OFFSET - 3);
    expect(top, `#deserty top after the navigation, px from the viewport top`).toBeLessThanOrEqual(OFFSET + 3);
    await expect(mainNavActive(page)).toHaveText('Десерты');
  });

  test('the compact menu appears past 200 px', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByTestId('compact-menu');
    await expect(menu).toBeHidden();
    await scrollToY(page, 150);
    await page.waitForTimeout(200);
    await expect(menu).toBeHidden();
    await scrollToY(page, 210);
    await expect(menu).toBeVisible();
    await expect.poll(() => topOf(page, '[data-testid=compact-menu]')).toBe(0);
    await scrollToY(page, 0);
    await expect(menu).toBeHidden();
  });
});

test.describe('mobile, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the compact menu appears past 250 px', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByTestId('compact-menu');
    await scrollToY(page, 220);
    await page.waitForTimeout(200);
    await expect(menu).toBeHidden();
    await scrollToY(page, 260);
    await expect(menu).toBeVisible();
  });

  test('the category list scrolls horizontally', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const list = page.locator('.category-bar .category-nav__list');
    await expect(list.locator('.category-nav__link')).toHaveCount(7);
    const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(clientWidth).toBeLessThanOrEqual(390);
    const scrolled = await list.evaluate((element) => {
      element.scrollLeft = 120;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
