import { expect, type Page, test } from '@playwright/test';
import { firstProduct, waitForHydration, waitForScrollEnd } from './support/app';

const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const pirogParam = (page: Page) => new URL(page.url()).searchParams.get('pirog');

async function openFirstProduct(page: Page) {
  await page.goto('/');
  await waitForHydration(page, '.product-card__title a');
  const link = page.locator('.product-card__title a').first();
  const title = ((await link.textContent()) ?? '').trim();
  const id = await page.locator('.product-card').first().getAttribute('data-product-id');
  const before = await historyLength(page);
  await link.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return { title, id, before, dialog };
}

test('a product title opens the modal and the close button goes back in history', async ({ page }) => {
  const { title, id, before, dialog } = await openFirstProduct(page);
  expect(id).toBeTruthy();
  expect(pirogParam(page)).toBe(id);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
  expect(await historyLength(page)).toBe(before + 1);

  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(pirogParam(page)).toBeNull();
  // Went back: no new entry, and the modal's entry is still ahead of us.
  expect(await historyLength(page)).toBe(before + 1);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]pirog=/);
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 320, height: 640 },
]) {
  test(`at ${viewport.width} px a product's picture opens its modal too, and its heart and buttons stay its own`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForHydration(page, '.product-card__title a');
    const card = page.locator('.product-card').nth(1);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await waitForScrollEnd(page);
    const title = ((await card.locator('.product-card__title').textContent()) ?? '').trim();
    const picture = await card.locator('.product-card__media img').boundingBox();
    if (!picture) throw new Error('the card has no picture');
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height * 0.75);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.product-modal')).toHaveCount(0);
    // The heart over the picture favorites the product; it opens nothing.
    await card.locator('.favorite-toggle').click();
    await expect(card.locator('.favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  });
}

test('Escape closes the modal and going back does not reopen it', async ({ page }) => {
  const { before } = await openFirstProduct(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  expect(pirogParam(page)).toBeNull();
  expect(await historyLength(page)).toBe(before + 1);
  // We are on the first entry of the site again: Back leaves it.
  await page.goBack();
  expect(page.url()).not.toContain('pirog=');
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
});

test('a click on the backdrop closes the modal', async ({ page }) => {
  await openFirstProduct(page);
  await page.mouse.click(5, 5);
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  expect(pirogParam(page)).toBeNull();
});

test('closing a cold deep link removes the parameter in place', async ({ page, request }) => {
  const product = await firstProduct(request);
  await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
  await waitForHydration(page, 'dialog.product-modal');
  const before = await historyLength(page);
  const dialog = page.getByRole('dialog', { name: product.title });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  // Replaced, not gone back out of the site, and no entry pushed.
  const url = new URL(page.url());
  expect(url.origin).toBe(new URL(test.info().project.use.baseURL ?? page.url()).origin);
  expect(url.pathname).toBe('/');
  expect(url.searchParams.has('pirog')).toBe(false);
  expect(await historyLength(page)).toBe(before);
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('a tap on the close button before the page script has come closes the deep link for good', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  // The page's script is held until the tap has been made.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
  const dialog = page.getByRole('dialog', { name: product.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  releaseScript();
  await waitForHydration(page, '.product-card__title a');
  // Hydrated: the modal stays closed, the parameter is dropped, and the pictures beneath fill in.
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  await expect.poll(() => pirogParam(page)).toBeNull();
  await expect(page.locator('main img[src^="data:"]')).toHaveCount(0);
});

test('pirogi listing routes never show the product modal', async ({ page, request }) => {
  const product = await firstProduct(request);
  await page.goto(`/pirogi/sytnye?pirog=${encodeURIComponent(product._id)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
});

test('rating a product updates its average and count at once, without a reload', async ({ page }) => {
  const { dialog } = await openFirstProduct(page);
  const summary = dialog.locator('.star-rating__summary');
  const before = ((await summary.textContent()) ?? '').trim();
  const count = Number(/· (\d+)/.exec(before)?.[1] ?? 0);
  const answered = page.waitForResponse((response) => /\/rating$/.test(new URL(response.url()).pathname));
  await dialog.getByRole('button', { name: '5 из 5' }).click();
  const answer = (await (await answered).json()) as { rating: { average: number; count: number } };
  expect(answer.rating.count).toBe(count + 1);
  const average = answer.rating.average.toFixed(1).replace('.', ',');
  await expect(summary).toHaveText(new RegExp(`^★ ${average} · ${count + 1} оцен`));
  await expect(dialog.getByRole('group', { name: 'Ваша оценка: 5 из 5' })).toBeVisible();
});

test('a deep link’s dialog becomes modal once the page has hydrated: and Escape closes it', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
  await waitForHydration(page, 'dialog.product-modal');
  const dialog = page.locator('dialog.product-modal');
  // Made modal in the task after hydration's, not inside it (it restyles the whole page beneath).
  await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => pirogParam(page)).toBeNull();
});

test('a deep link’s food facts keep the server’s HTML through hydration, however late their code comes', async ({
  page,
}) => {
  // The facts are a lazy part: held back, their Suspense boundary is still hydrating when the page's own updates
  // come, and an update reaching it would make React drop the server's HTML and draw the part again.
  let releaseFacts = () => {};
  const factsHeld = new Promise<void>((resolve) => {
    releaseFacts = resolve;
  });
  await page.route(/\/assets\/FoodFacts-[\w-]+\.js$/, async (route) => {
    await factsHeld;
    await route.continue();
  });
  await page.goto('/?pirog=kapusta-yaytso');
  await waitForHydration(page, 'dialog.product-modal');
  const facts = page.getByRole('region', { name: 'Пищевая ценность и аллергены' });
  await facts.evaluate((element) => element.setAttribute('data-server-node', ''));
  // Past hydration's updates (the dialog is made modal in the task after), with the facts' code still held.
  await expect
    .poll(() => page.locator('dialog.product-modal').evaluate((element) => element.matches(':modal')))
    .toBe(true);
  releaseFacts();
  await page.waitForLoadState('networkidle');
  await expect(facts.getByRole('table')).toBeVisible();
  await expect(page.locator('section[data-server-node]')).toHaveCount(1);
});
