import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { placePickupOrderByApi } from './support/api-order';
import { waitForHydration } from './support/app';
import { PICKUP_SHOP } from './support/checkout';

/**
 * A page's first calls build only their own schemas: who is signed in, the alerts and the device's cart checked
 * against the catalogue on every page, the order's status on the order page. The whole contract's schemas
 * (`endpoint-schemas-base.ts`, hundreds of zod schemas) were built in one long task on a slow phone by the first
 * call of any page; they now load with the first call that needs them.
 */

/** The script the build made of a module, from Vite's manifest of the build under test. */
function scriptOf(module: string): string {
  const app = process.env.E2E_APP_DIR;
  if (!app) throw new Error('E2E_APP_DIR is not set: run through playwright.config.ts');
  const manifest = JSON.parse(
    readFileSync(path.join(app, 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[module]?.file;
  if (!file) throw new Error(`The build has no chunk of ${module}: was it renamed?`);
  return `/${file}`;
}

const wholeContractScript = () => scriptOf('src/domain/contract/endpoint-schemas-base.ts');

/** The schemas that read what the device's stores keep, each loaded only when there is a record to read. */
const STORED_DATA_SCHEMAS = [
  'src/features/cart/cart.schemas.ts',
  'src/features/favorites/favorites.schemas.ts',
  'src/features/ratings/ratings.schemas.ts',
  'src/features/floating/buttons.schemas.ts',
];

function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the home page asks who is signed in and for the alerts without the whole contract’s schemas', async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  const answered = Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/alerts')),
    page.waitForResponse((response) => response.url().endsWith('/priapi/user/logged')),
  ]);
  await page.goto('/');
  await waitForHydration(page);
  // A call loads its schemas before it is sent, so once both are answered their schemas were chosen.
  await answered;
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(wholeContractScript());
});

test('the order page reads its order and follows it live without the whole contract’s schemas', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const { uid } = await placePickupOrderByApi(page, { shop: PICKUP_SHOP });
  const scripts = scriptsRequested(page);
  const statusRead = page.waitForResponse((response) => response.url().includes(`/api/payment/${uid}`));
  await page.goto(`/doneorder?uid=${uid}`);
  await waitForHydration(page);
  await statusRead;
  await expect(page.locator('[data-order-track]')).toHaveAttribute('data-order-stage', 'accepted', { timeout: 15_000 });
  expect(scripts).not.toContain(wholeContractScript());
});

test('the cart page checks the device’s cart against the catalogue without the whole contract’s schemas', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const firstSync = page.waitForResponse((response) => response.url().endsWith('/api/storage/update'), {
    timeout: 20_000,
  });
  await page.locator('.product-card').first().getByRole('button', { name: 'В корзину' }).click();
  await firstSync;
  const scripts = scriptsRequested(page);
  // The page checks the stored cart after reading it, a moment after its load.
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/storage/update'), {
    timeout: 20_000,
  });
  await page.goto('/cart');
  await waitForHydration(page);
  await checked;
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  expect(scripts).not.toContain(wholeContractScript());
});

test('a device that keeps nothing builds no schemas for stored data; one with a cart line reads it', async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  // Answered once the app has started (its stores are bound in the same moments).
  const started = page.waitForResponse((response) => response.url().endsWith('/priapi/user/logged'));
  await page.goto('/');
  await waitForHydration(page);
  await started;
  // The line is checked against the catalogue once it is stored.
  const synced = page.waitForResponse((response) => response.url().endsWith('/api/storage/update'), {
    timeout: 20_000,
  });
  await page.locator('.product-card').first().getByRole('button', { name: 'В корзину' }).click();
  await synced;
  const storedDataScripts = STORED_DATA_SCHEMAS.map(scriptOf);
  expect(scripts.filter((script) => storedDataScripts.includes(script))).toEqual([]);

  // Writing needed no schema; reading the kept line after a reload does.
  scripts.length = 0;
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  expect(scripts).toContain(scriptOf('src/features/cart/cart.schemas.ts'));
});
