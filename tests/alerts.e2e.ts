import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/app';

// The service worker answers /api reads from its cache, out of page.route's reach: keep it out of these tests.
test.use({ serviceWorkers: 'block' });

const HOUR = 60 * 60 * 1000;

function alertAnswer(fromOffsetMs: number, toOffsetMs: number) {
  const now = Date.now();
  return {
    alertsData: [
      {
        _id: 'e2e-alert',
        title: 'Пекарни закрыты на инвентаризацию',
        text: 'Сегодня заказы не принимаются. Приносим извинения!',
        link: { label: 'Адреса пекарен', href: '/adresa' },
        dateTimeFrom: new Date(now + fromOffsetMs).toISOString(),
        dateTimeTo: new Date(now + toOffsetMs).toISOString(),
      },
    ],
  };
}

/** Answers GET /api/alerts in place of the server; windows are counted from the moment of each answer. */
async function serveAlerts(page: Page, answer: () => object) {
  await page.route('**/api/alerts', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer()) }),
  );
}

test('an active alert blocks the page and cannot be closed', async ({ page }) => {
  await serveAlerts(page, () => alertAnswer(-HOUR, HOUR));
  await page.goto('/');
  await waitForHydration(page);

  const dialog = page.getByRole('dialog', { name: 'Пекарни закрыты на инвентаризацию' });
  // Alerts are read after hydration, with the modal's code: a loaded machine takes seconds.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('Сегодня заказы не принимаются.');
  await expect(dialog.getByRole('link', { name: 'Адреса пекарен' })).toHaveAttribute('href', '/adresa');
  await expect(dialog.getByRole('button')).toHaveCount(0);
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  // Focus is inside the dialog.
  expect(await page.evaluate(() => document.activeElement?.closest('dialog.alerts-modal') !== null)).toBe(true);

  // Escape, twice (a browser may let a second Escape through), does nothing.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);

  // The backdrop does nothing.
  await page.mouse.click(5, 5);
  await page.mouse.click(5, 600);
  await expect(dialog).toBeVisible();

  // The page behind cannot be used: a click where a header link is goes nowhere.
  const url = page.url();
  const behind = page.locator('a[href="/akcii"]').first();
  const box = await behind.boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url);
  await expect(dialog).toBeVisible();
});

test('the alert modal closes by itself when the alert ends', async ({ page }) => {
  await serveAlerts(page, () => alertAnswer(-HOUR, 8000));
  await page.goto('/');
  await waitForHydration(page);
  const dialog = page.locator('dialog.alerts-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
});

test('with no active alert no modal appears', async ({ page }) => {
  await serveAlerts(page, () => ({ alertsData: [] }));
  const answered = page.waitForResponse('**/api/alerts');
  await page.goto('/');
  await waitForHydration(page);
  await answered;
  await page.waitForTimeout(300);
  await expect(page.locator('dialog.alerts-modal')).toHaveCount(0);
  // An alert whose window has already ended on this device's clock is not shown either.
  await page.unroute('**/api/alerts');
  await serveAlerts(page, () => alertAnswer(-2 * HOUR, -HOUR));
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(page.locator('dialog.alerts-modal')).toHaveCount(0);
});
