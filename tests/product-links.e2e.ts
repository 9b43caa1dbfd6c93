import { expect, type Page, test } from '@playwright/test';
import { collectProblems, waitForHydration } from './support/app';

/**
 * Issue 27, items 1 and 16: product links (`/?pirog=<id>`) as they are shared. A link to a product that is
 * gone says so and leaves a whole home page; a link to a product previews that product (title, description,
 * price, picture) in the server's HTML, for messengers and search engines that never run the script.
 */

/** A held picture's placeholder (src/shared/Picture.tsx): an image that never became the real one. */
const PLACEHOLDER = 'data:image/gif;base64,';

const heldPictures = (page: Page) =>
  page
    .locator('picture img')
    .evaluateAll(
      (images, placeholder) => images.filter((img) => img.getAttribute('src')?.startsWith(placeholder)),
      PLACEHOLDER,
    )
    .then((held) => held.length);

/** How many pictures of `selector` the browser has actually drawn from a real file. */
const drawnPictures = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (images, placeholder) =>
        images.filter(
          (img) =>
            img instanceof HTMLImageElement &&
            img.complete &&
            img.naturalWidth > 1 &&
            !img.currentSrc.startsWith(placeholder),
        ).length,
      PLACEHOLDER,
    );

test('a link to a product that is gone says so, drops the parameter in place and leaves a page with its pictures', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    (window as unknown as { startLength: number }).startLength = window.history.length;
  });
  await page.goto('/?pirog=does-not-exist');
  await waitForHydration(page);

  await expect(page.getByRole('region', { name: 'Уведомления' }).getByText('Такого товара больше нет')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/');
  // Replaced: Back leaves the site instead of coming back to the broken link.
  expect(await page.evaluate(() => window.history.length)).toBe(
    await page.evaluate(() => (window as unknown as { startLength: number }).startLength),
  );
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);

  // Story covers, the banner and the first cards are drawn from their files, and nothing stays a placeholder.
  await expect.poll(() => drawnPictures(page, '.stories img'), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => drawnPictures(page, '.product-card img'), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => heldPictures(page), { timeout: 10_000 }).toBe(0);
  // A card far down the page loads once scrolled to.
  const lastCard = page.locator('.product-card img').last();
  await lastCard.scrollIntoViewIfNeeded();
  await expect
    .poll(() => lastCard.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(1);
  expect(problems).toEqual([]);
});

test('the server renders a link to a gone product as the home page, not as a page held for a modal', async ({
  request,
}) => {
  const count = (html: string) => html.split(PLACEHOLDER).length - 1;
  const home = await (await request.get('/')).text();
  const gone = await (await request.get('/?pirog=does-not-exist')).text();
  expect(count(gone)).toBe(count(home));
});
