import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { collectProblems, storedCartIds, waitForHydration } from './support/app';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';

const cartBadge = (page: Page) => page.locator('.desktop-header .top-nav__cart .badge');

async function addFromCard(page: Page, index: number, extraUnits = 0) {
  const card = page.locator('.product-card').nth(index);
  for (let step = 0; step < extraUnits; step += 1) await card.getByRole('button', { name: 'Больше' }).click();
  await card.getByRole('button', { name: 'В корзину' }).click();
  return ((await card.locator('.product-card__title').textContent()) ?? '').trim();
}

test('cart and favorites survive a reload, with toasts and the unit badge', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  const first = await addFromCard(page, 0, 2);
  await expect(page.getByText(`${first} добавлен в корзину`)).toBeVisible();
  await addFromCard(page, 1);
  // A product with its own discount: the favorites list must show the price its card shows.
  const discounted = page
    .locator('.product-card')
    .filter({ has: page.locator('.price--discounted') })
    .first();
  const cardPrice = await discounted.locator('.price__current').textContent();
  await discounted.locator('.favorite-toggle').click();
  await expect(page.getByText(/добавлен в избранное/)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('4');
  await expect.poll(() => storedCartIds(page)).toHaveLength(2);

  await page.reload();
  await waitForHydration(page);
  // The badge is right in the server's HTML already (no empty flash), and stays right.
  await expect(cartBadge(page)).toHaveText('4');
  await page
    .getByTestId('draggable-favorite')
    .getByRole('button', { name: /Избранное/ })
    .click();
  await expect(page.locator('.favorites-modal .favorite-line')).toHaveCount(1);
  await expect(page.locator('.favorites-modal .favorite-line .price__current')).toHaveText(
    cardPrice ?? 'no card price',
  );
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  await expect(page.locator('[data-cart-line]')).toHaveCount(2);
  await expect(page.locator('[data-cart-line]').first().locator('.stepper__value')).toHaveText('3');
  expect(problems).toEqual([]);
});

test('the server renders the cart badge from the remembered count, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'tp_cart_units', value: '5', url: test.info().project.use.baseURL ?? '' }]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(cartBadge(page)).toHaveText('5');
  await context.close();
});

test('cart changes on the cart page: +1, −1 stops at 1, remove, clear behind the confirm toast', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const first = await addFromCard(page, 0);
  await addFromCard(page, 3);
  // The cart is saved to IndexedDB a moment after the click: leaving sooner lost a line in CI, once both.
  await expect.poll(async () => (await storedCartIds(page)).length).toBe(2);
  await page.goto('/cart');
  const line = page.locator('[data-cart-line]').first();
  await line.getByRole('button', { name: 'Больше' }).click();
  await expect(line.locator('.stepper__value')).toHaveText('2');
  await line.getByRole('button', { name: 'Меньше' }).click();
  await expect(line.locator('.stepper__value')).toHaveText('1');
  await expect(line.getByRole('button', { name: 'Меньше' })).toBeDisabled();
  await line.getByRole('button', { name: `Удалить ${first}` }).click();
  await expect(page.getByText(`${first} удален из корзины`)).toBeVisible();
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Очистить корзину' }).click();
  await expect(page.locator('.confirm-backdrop')).toBeVisible();
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Очистить корзину' }).click();
  await page.getByRole('button', { name: 'Выполнить' }).click();
  await expect(page.getByText('В корзине пока пусто')).toBeVisible();
});

test('a corrupt stored cart is replaced: the app loads with an empty cart and logs a warning', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await addFromCard(page, 0);
  await expect.poll(() => storedCartIds(page)).toHaveLength(1);
  // The record is spoiled from a page of the same origin that does not run the app (a JSON answer),
  // so no write of the app's own (a debounced save, a sync's answer) can land on it before the reload.
  await page.goto('/api/health');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('teply-pirog');
        open.onsuccess = () => {
          const tx = open.result.transaction('state', 'readwrite');
          tx.objectStore('state').put({ version: 1, savedAt: Date.now(), data: { cartData: 'не корзина' } }, 'cart');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/cart');
  await expect(page.getByText('В корзине пока пусто')).toBeVisible();
  expect(warnings.some((text) => text.includes('[persistence] cart'))).toBe(true);
  expect(errors).toEqual([]);
});

/**
 * Starts timing a change that crosses tabs: `from` notes when its next click
 * lands, `to` when the element matching `selector` first reads `text`. Both
 * tabs read one clock (`Date.now()` of the same machine), so the answer is the
 * app's own latency, not the test runner's polling on a busy machine.
 */
async function timeCrossTab(from: Page, to: Page, selector: string, text: string): Promise<() => Promise<number>> {
  await from.evaluate(() => {
    const marks = window as unknown as { crossTabClickAt?: number };
    delete marks.crossTabClickAt;
    document.addEventListener('click', () => (marks.crossTabClickAt = Date.now()), { capture: true, once: true });
  });
  await to.evaluate(
    ({ selector, text }) => {
      const marks = window as unknown as { crossTabSeenAt?: number };
      delete marks.crossTabSeenAt;
      const check = () => {
        if (marks.crossTabSeenAt === undefined && document.querySelector(selector)?.textContent?.trim() === text) {
          marks.crossTabSeenAt = Date.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { selector, text },
  );
  return async () => {
    const seen = () => to.evaluate(() => (window as unknown as { crossTabSeenAt?: number }).crossTabSeenAt ?? null);
    await expect.poll(seen, { timeout: 5_000 }).not.toBeNull();
    const clicked = await from.evaluate(() => (window as unknown as { crossTabClickAt?: number }).crossTabClickAt);
    return ((await seen()) ?? 0) - (clicked ?? 0);
  };
}

test('two tabs stay consistent within 300 ms, in both directions', async ({ context }) => {
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await tabA.goto('/');
  await tabB.goto('/');
  await waitForHydration(tabA);
  await waitForHydration(tabB);
  const badge = '.desktop-header .top-nav__cart .badge';

  let latency = await timeCrossTab(tabA, tabB, badge, '1');
  await addFromCard(tabA, 0);
  expect(await latency(), 'A → B, ms').toBeLessThanOrEqual(300);
  await expect(cartBadge(tabB)).toHaveText('1');

  await tabB.locator('.product-card').nth(1).getByRole('button', { name: 'Больше' }).click();
  latency = await timeCrossTab(tabB, tabA, badge, '3');
  await tabB.locator('.product-card').nth(1).getByRole('button', { name: 'В корзину' }).click();
  expect(await latency(), 'B → A, ms').toBeLessThanOrEqual(300);

  await tabA.goto('/cart');
  await tabB.goto('/cart');
  await waitForHydration(tabA);
  await waitForHydration(tabB);
  latency = await timeCrossTab(tabA, tabB, '[data-cart-line] .stepper__value', '2');
  await tabA.locator('[data-cart-line]').first().getByRole('button', { name: 'Больше' }).click();
  expect(await latency(), 'A → B on /cart, ms').toBeLessThanOrEqual(300);
  await expect(tabA.locator('[data-cart-line]')).toHaveCount(2);
});

test('the cart survives closing the browser and opening it again with the same profile', async ({
  playwright,
  baseURL,
}) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'tp-profile-'));
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, {
      executablePath: chromiumExecutable(),
      args: [...CHROMIUM_ARGS],
      baseURL,
      viewport: { width: 1280, height: 900 },
    });
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await page.goto('/');
    await waitForHydration(page);
    await addFromCard(page, 4, 1);
    await expect.poll(() => storedCartIds(page)).toHaveLength(1);
    await first.close();

    const second = await launch();
    const again = second.pages()[0] ?? (await second.newPage());
    await again.goto('/cart');
    await expect(again.locator('[data-cart-line] .stepper__value')).toHaveText('2');
    await second.close();
  } finally {
    // Chromium's helper processes may still write the profile after close() on a loaded machine: removing the
    // temporary folder is tidying, not what this test checks, so a folder left behind is only reported.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      console.warn(`[cart.e2e] temporary profile ${profile} left behind`, error);
    }
  }
});

test('without IndexedDB the cart works in memory and the shopper is told once', async ({ page }) => {
  await page.addInitScript(() => {
    // Private modes and blocked storage look like this to the page.
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await waitForHydration(page);
  const notice = page.getByText('корзина и избранное не сохранятся после закрытия страницы');
  await expect(notice).toHaveCount(1);
  await addFromCard(page, 0);
  await expect(cartBadge(page)).toHaveText('1');
  await addFromCard(page, 1);
  await expect(cartBadge(page)).toHaveText('2');
  // Said once: later changes add no second notice (the first may have timed out by now).
  expect(await notice.count()).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});
