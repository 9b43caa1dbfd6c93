import { expect, type Page, test } from '@playwright/test';
import { drawWholePage, scrollToY, topOf, waitForHydration, waitForScrollEnd } from './support/app';

const OFFSET = 54;
const mainNavActive = (page: Page) => page.locator('.category-bar .category-nav__link[data-active]');

/** Each compact-menu link that does not lie wholly inside its strip, and the strip inside the window. */
async function clippedCompactLinks(page: Page) {
  return page.locator('[data-testid=compact-menu] .category-nav__list').evaluate((list) => {
    const strip = list.getBoundingClientRect();
    const problems: string[] = [];
    if (strip.left < 0 || strip.right > window.innerWidth)
      problems.push(`the strip spans ${strip.left}–${strip.right}`);
    if (list.scrollWidth > list.clientWidth)
      problems.push(`the strip scrolls: ${list.scrollWidth} > ${list.clientWidth}`);
    for (const link of list.querySelectorAll('.category-nav__link')) {
      const box = link.getBoundingClientRect();
      if (box.left < strip.left - 0.5 || box.right > strip.right + 0.5) {
        problems.push(`«${link.textContent}» spans ${box.left}–${box.right}, the strip ${strip.left}–${strip.right}`);
      }
    }
    return problems;
  });
}

/** The active chip's box against the box of the strip it scrolls in. */
async function activeChipInStrip(page: Page, menu: string) {
  return page.locator(`${menu} .category-nav__list`).evaluate((list) => {
    const chip = list.querySelector('.category-nav__link[data-active]');
    const strip = list.getBoundingClientRect();
    const box = chip?.getBoundingClientRect();
    return {
      title: chip?.textContent ?? null,
      inside: box !== undefined && box.left >= strip.left - 0.5 && box.right <= strip.right + 0.5,
      chip: box ? `${box.left}–${box.right}` : 'none',
      strip: `${strip.left}–${strip.right}`,
    };
  });
}

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
    await drawWholePage(page);
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

  test('far sections are drawn only near the screen until a jump aims at one', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '.category-nav__link');
    const drawnLater = () =>
      page.locator('#napitki').evaluate((section) => getComputedStyle(section).contentVisibility === 'auto');
    expect(await drawnLater(), 'the last section waits to be drawn on a first visit').toBe(true);
    await page.locator('.category-bar .category-nav__link', { hasText: 'Напитки' }).click();
    await waitForScrollEnd(page);
    // Aimed at: the whole page is laid out first, so the jump lands where it was aimed, past six sections.
    expect(await drawnLater()).toBe(false);
    const top = await topOf(page, '#napitki');
    expect(top).toBeGreaterThanOrEqual(OFFSET - 3);
    expect(top).toBeLessThanOrEqual(OFFSET + 3);
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

// Issue 12, item 7: the compact menu clipped «Напитки» on a 1280 px desktop, more so with a count by «Корзина».
for (const width of [1280, 1201]) {
  test(`at ${width}×800 every compact-menu category is wholly visible, with a filled cart`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForHydration(page, '.product-card');
    const card = page.locator('.product-card').first();
    for (let step = 0; step < 9; step += 1) await card.getByRole('button', { name: 'Больше' }).click();
    await card.getByRole('button', { name: 'В корзину' }).click();
    await expect(page.locator('.compact-menu__cart')).toContainText('10');
    await scrollToY(page, 600);
    await expect(page.getByTestId('compact-menu')).toBeVisible();
    await expect(page.locator('[data-testid=compact-menu] .category-nav__link')).toHaveCount(7);
    expect(await clippedCompactLinks(page)).toEqual([]);
  });
}

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

  // Issue 12, item 7: the strip kept showing the first chips while the page scrolled through the last categories.
  test('scrolling through the categories brings each active chip wholly into the compact strip', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '.category-nav__link');
    await drawWholePage(page);
    const all = await sections(page);
    for (const section of all) {
      await scrollToY(page, Math.round(section.top - OFFSET));
      await expect(page.getByTestId('compact-menu')).toBeVisible();
      await expect(page.locator('[data-testid=compact-menu] .category-nav__link[data-active]')).toHaveText(
        section.title,
      );
      await expect
        .poll(() => activeChipInStrip(page, '[data-testid=compact-menu]'))
        .toMatchObject({
          title: section.title,
          inside: true,
        });
    }
    // The last category, and the chip strip at the top of the page follows too.
    expect(all.at(-1)?.id).toBe('napitki');
    await expect.poll(() => activeChipInStrip(page, '.category-bar')).toMatchObject({ title: 'Напитки', inside: true });
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
