import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/app';

/**
 * Offline with no service worker to answer (a browser without one, a first visit before it is in control, or
 * the suite's default of blocking it): a navigation's reads fail. The shop's frame, its menu and the page the
 * shopper is on must survive that; a page that could not load says the connection is missing and loads by
 * itself once it is back. Before, the root's loader failed with the read and the whole shop became an error page.
 */

const menuTitles = (page: Page) => page.locator('nav[aria-label="Категории"]').first().locator('a').allTextContents();

test('a page opened offline says it needs the connection, keeps the shop around it, and loads when it returns', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/akcii');
  await waitForHydration(page);
  const menu = await menuTitles(page);
  expect(menu).toHaveLength(7);

  await context.setOffline(true);
  await page
    .locator('.desktop-header')
    .getByRole('link', { name: /Корзина/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет подключения к интернету');
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // The frame and its menu, with the titles it had: not the starting ones, not an error in place of the shop.
  expect(await menuTitles(page)).toEqual(menu);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Корзина');
});

test('a product opened offline is not called gone: the shopper is told it could not be opened', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // The code the page fetches once idle (the toasts' among it) has come, as it has for a shopper who looked around.
  // The network going quiet is not enough on a slow machine: the idle callback that fetches the toasts may not
  // have run yet (CI once went offline before it and never saw the toast).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.toast-region--bottom')).toBeAttached();
  await context.setOffline(true);
  await page.locator('a[href*="pirog="]').first().click();
  await expect(page.getByText('Не удалось открыть товар', { exact: false })).toBeVisible();
  await expect(page.getByText('Такого товара больше нет')).toHaveCount(0);
  await expect(page).toHaveURL((url) => !url.searchParams.has('pirog'));
  await expect(page.locator('.desktop-header, .mobile-header').first()).toBeAttached();
  await expect(page.getByText('Что-то пошло не так')).toHaveCount(0);
});

test('a part of the page whose code cannot come waits for it instead of replacing the shop with an error', async ({
  page,
}) => {
  // The footer's code is split off the first page; its request fails as it would with the connection gone.
  let footerCodeComes = false;
  let footerCodeAsked = 0;
  await page.route(/\/assets\/Footer-[^/]+\.js$/, (route) => {
    footerCodeAsked += 1;
    return footerCodeComes ? route.continue() : route.abort();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/akcii');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акции');
  await page
    .locator('.desktop-header')
    .getByRole('link', { name: /Корзина/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Корзина');
  await expect(page.getByText('Что-то пошло не так')).toHaveCount(0);

  // Once the connection is back, its code is asked for again and the footer is drawn.
  expect(footerCodeAsked).toBe(1);
  footerCodeComes = true;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => footerCodeAsked).toBe(2);
  await expect(page.locator('footer.footer')).toBeVisible();
});
