import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectProblems, waitForHydration } from './support/app';

interface ApiStory {
  _id: string;
  title: string;
  slides: { text: string }[];
  action: { label: string; productId?: string; href?: string } | null;
}

const STRIP = 'section[aria-label="Истории"]';

async function fetchStories(page: Page): Promise<ApiStory[]> {
  const response = await page.request.get('/api/products/all');
  expect(response.ok()).toBe(true);
  const { stories } = (await response.json()) as { stories: ApiStory[] };
  expect(stories.length).toBeGreaterThan(1);
  return stories;
}

async function openHome(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForHydration(page, `${STRIP} .story-cover`);
  // The device's viewed list is applied right after hydration; let it settle.
  await page.waitForLoadState('networkidle');
  return page.locator(STRIP);
}

const viewer = (page: Page) => page.locator('dialog.story-viewer');
const cover = (strip: Locator, id: string) => strip.locator(`.story-cover[data-story-id="${id}"]`);

test.describe('stories', () => {
  test('a story opens full screen, steps forward and back, and Escape closes it', async ({ page }) => {
    const problems = collectProblems(page);
    const stories = await fetchStories(page);
    const strip = await openHome(page);
    const first = strip.locator('.story-cover').first();
    const id = (await first.getAttribute('data-story-id')) ?? '';
    const story = stories.find((item) => item._id === id);
    if (!story) throw new Error(`No story ${id} in the API`);

    await first.click();
    const dialog = page.getByRole('dialog', { name: story.title });
    await expect(dialog).toBeVisible();
    await expect(viewer(page)).toHaveAttribute('data-story', id);
    await expect(viewer(page)).toHaveAttribute('data-slide', '0');
    await expect(dialog).toContainText(story.slides[0]?.text ?? '');
    // Paused, so autoplay does not step while the test does.
    await dialog.getByRole('button', { name: 'Пауза' }).click();
    await expect(viewer(page)).toHaveAttribute('data-paused', 'true');

    await dialog.getByRole('button', { name: 'Следующий слайд' }).click();
    await expect(viewer(page)).toHaveAttribute('data-slide', '1');
    await expect(dialog).toContainText(story.slides[1]?.text ?? '');
    await dialog.getByRole('button', { name: 'Предыдущий слайд' }).click();
    await expect(viewer(page)).toHaveAttribute('data-slide', '0');
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page)).toHaveAttribute('data-slide', '1');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer(page)).toHaveAttribute('data-slide', '0');

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    // Focus goes back to the circle that opened it.
    await expect(cover(strip, id)).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('slides play by themselves, holding pauses, and the last slide moves on to the next story', async ({ page }) => {
    // It waits for a slide's own time (5 s) on purpose.
    test.slow();
    const strip = await openHome(page);
    const first = strip.locator('.story-cover').first();
    const second = strip.locator('.story-cover').nth(1);
    const firstId = (await first.getAttribute('data-story-id')) ?? '';
    const secondId = (await second.getAttribute('data-story-id')) ?? '';
    await first.click();
    // The viewer's code loads on the first tap.
    await expect(viewer(page)).toHaveAttribute('data-slide', '0', { timeout: 15_000 });
    await expect(viewer(page)).toHaveAttribute('data-slide', '1', { timeout: 10_000 });

    // Hold (pointer down for longer than 200 ms): paused; releasing does not step.
    const box = await viewer(page).getByRole('button', { name: 'Следующий слайд' }).boundingBox();
    if (!box) throw new Error('No tap zone');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(viewer(page)).toHaveAttribute('data-paused', 'true');
    await page.waitForTimeout(600);
    await page.mouse.up();
    await expect(viewer(page)).toHaveAttribute('data-paused', 'false');
    await expect(viewer(page)).toHaveAttribute('data-slide', '1');

    // Past the last slide of this story comes the next story (paused, so the clock does not race the keys).
    await viewer(page).getByRole('button', { name: 'Пауза' }).click();
    for (let i = 0; i < 10; i += 1) {
      if ((await viewer(page).getAttribute('data-story')) !== firstId) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(viewer(page)).toHaveAttribute('data-story', secondId);
    await expect(viewer(page)).toHaveAttribute('data-slide', '0');
  });

  test('after the last slide of the last story the viewer closes', async ({ page }) => {
    const strip = await openHome(page);
    await strip.locator('.story-cover').last().click();
    await expect(viewer(page)).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Пауза' }).click();
    for (let i = 0; i < 12 && (await viewer(page).count()) > 0; i += 1) {
      // The last tap closes the viewer a moment later: a tap aimed at it as it goes finds no button, which is
      // no failure (a slow one is tried again while the viewer is still there).
      await viewer(page)
        .getByRole('button', { name: 'Следующий слайд' })
        .click({ timeout: 3_000 })
        .catch(() => undefined);
    }
    await expect(viewer(page)).toHaveCount(0);
  });

  test('a viewed story is greyed at once and goes last from the next visit on, also after a reload', async ({
    page,
  }) => {
    let strip = await openHome(page);
    const covers = strip.locator('.story-cover');
    await expect(covers.first()).toHaveAttribute('data-viewed', 'false');
    const id = (await covers.first().getAttribute('data-story-id')) ?? '';
    await covers.first().click();
    await expect(viewer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    // Greyed in place: the row does not jump while the shopper is on the page.
    await expect(covers.first()).toHaveAttribute('data-story-id', id);
    await expect(cover(strip, id)).toHaveAttribute('data-viewed', 'true');

    strip = await openHome(page);
    await expect(cover(strip, id)).toHaveAttribute('data-viewed', 'true');
    await expect(strip.locator('.story-cover').last()).toHaveAttribute('data-story-id', id);
    await expect(strip.locator('.story-cover').first()).toHaveAttribute('data-viewed', 'false');
    // Greyed: the viewed circle's ring is not the colourful one.
    const ring = (locator: Locator) =>
      locator.locator('.story-cover__ring').evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(await ring(cover(strip, id))).toBe('none');
    expect(await ring(strip.locator('.story-cover').first())).toContain('gradient');
  });

  test('the page does not scroll while a story is open and is back in place after', async ({ page }) => {
    const strip = await openHome(page);
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    const first = strip.locator('.story-cover').first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(viewer(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
    // Where the lock fixed the page (read after it: content loading above may have moved the page before the tap,
    // and the browser's scroll anchoring follows it).
    const bodyTop = () => page.evaluate(() => document.body.getBoundingClientRect().top);
    const locked = await bodyTop();
    const before = -locked;
    expect(before).toBeGreaterThan(0);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    // The body is fixed where the page was: the page under the viewer has not moved.
    expect(await bodyTop()).toBe(locked);
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);

    await viewer(page).getByRole('button', { name: 'Закрыть истории' }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', '');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('the call to action opens the product over the home page', async ({ page }) => {
    const stories = await fetchStories(page);
    const story = stories.find((item) => item.action?.productId);
    if (!story?.action?.productId) throw new Error('No demo story opens a product');
    const strip = await openHome(page);
    await cover(strip, story._id).click();
    await viewer(page).getByRole('link', { name: story.action.label }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`[?&]pirog=${story.action.productId}`));
    await expect(page.locator('dialog.product-modal')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', '');
  });
});
