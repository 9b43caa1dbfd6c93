import { expect, type Locator, type Page, test } from '@playwright/test';
import { firstProduct, waitForHydration } from './support/app';

/**
 * Issue 12, item 13: toasts are above everything, modal dialogs (the browser's
 * top layer) and the non-closable alert included.
 */

// The service worker answers /api reads from its cache, out of page.route's reach: keep it out of these tests.
test.use({ serviceWorkers: 'block' });

/** True when the element hit at the toast's centre is the toast (or inside it): nothing lies above it. */
function isTopmost(toast: Locator): Promise<boolean> {
  return toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function openProductModal(page: Page, productId: string) {
  await page.goto(`/?pirog=${encodeURIComponent(productId)}`);
  await waitForHydration(page, 'dialog.product-modal');
  const dialog = page.locator('dialog.product-modal');
  await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  return dialog;
}

test('a toast shows above the product modal, and above the page again once it is closed', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const product = await firstProduct(request);
  const dialog = await openProductModal(page, product._id);

  await dialog.getByRole('button', { name: 'В корзину' }).click();
  const toast = page.locator('.toast', { hasText: `${product.title} добавлен в корзину` });
  await expect(toast).toBeVisible();
  expect(await isTopmost(toast), 'the toast is under the modal').toBe(true);
  // A click on the toast is not a click on the modal's backdrop.
  await toast.click();
  await expect(dialog).toHaveAttribute('open', '');

  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  await expect(toast).toHaveCount(0, { timeout: 5_000 });
  await page.locator('.product-card').nth(1).getByRole('button', { name: 'В корзину' }).click();
  const next = page.locator('.toast', { hasText: 'добавлен в корзину' });
  await expect(next).toBeVisible();
  expect(await isTopmost(next), 'the toast is under something on the page').toBe(true);
  expect(errors).toEqual([]);
});

test('a toast stays above the non-closable alert that opens over the product modal', async ({ page, request }) => {
  const product = await firstProduct(request);
  // The alert's answer waits until a toast is up, so the alert opens over the modal while the toast is shown.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/alerts', async (route) => {
    await held;
    const now = Date.now();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        alertsData: [
          {
            _id: 'e2e-alert',
            title: 'Пекарни закрыты на инвентаризацию',
            text: 'Сегодня заказы не принимаются.',
            link: null,
            dateTimeFrom: new Date(now - 3_600_000).toISOString(),
            dateTimeTo: new Date(now + 3_600_000).toISOString(),
          },
        ],
      }),
    });
  });
  const dialog = await openProductModal(page, product._id);
  await dialog.getByRole('button', { name: 'В корзину' }).click();
  const toast = page.locator('.toast', { hasText: 'добавлен в корзину' });
  await expect(toast).toBeVisible();

  release();
  const alert = page.getByRole('dialog', { name: 'Пекарни закрыты на инвентаризацию' });
  await expect(alert).toBeVisible();
  expect(await alert.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect(toast).toBeVisible();
  expect(await isTopmost(toast), 'the toast is under the alert').toBe(true);
});
