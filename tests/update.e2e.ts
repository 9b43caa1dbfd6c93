import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/app';
import {
  type RecordingProxy,
  type RunningShop,
  releaseShopCopy,
  startRecordingProxy,
  startShop,
} from './support/pwa-server';
import { addToCart, storedCart, waitForController, waitForWarmUp, workerBuild } from './support/service-worker';

/**
 * Issue 7: a new version never strands a shopper. Build 1 (the e2e server) is
 * running in the browser; the server switches to build 2 (build 1's files
 * released again with another VITE_BUILD_ID and new script hashes, see
 * tests/support/release-copy.ts); the new worker installs and
 * waits, the toast offers the update, «Обновить» switches to build 2 with one
 * reload, and the cart is still there.
 *
 * The browser stays on one origin (a proxy) while the proxy's upstream changes
 * from build 1 to build 2, as a deployment would look to it.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3150);
const PROXY_PORT = BASE_PORT + 6;
const BUILD_2_PORT = BASE_PORT + 7;
const BUILD_2_ID = 'e2e-update-2';

let proxy: RecordingProxy;
/** Build 2's server, starting while build 1 is used in the browser: its fresh database takes 20 s and more. */
let build2Starting: Promise<RunningShop> | undefined;
let build2Entry: string;
let build2App: string;

test.use({ serviceWorkers: 'allow' });

test.beforeAll(async ({ baseURL }) => {
  // Build 2 is copied from build 1's files (under a second), not built again.
  const app = releaseShopCopy('update-build-2', BUILD_2_ID);
  build2App = app;
  const manifest = JSON.parse(
    readFileSync(path.join(app, 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  build2Entry = `/${manifest['src/entry-client.tsx']?.file}`;
  build2Starting = startShop(app, BUILD_2_PORT);
  // Awaited in the test; a failed start is reported there, not as an unhandled rejection here.
  build2Starting.catch(() => undefined);
  proxy = await startRecordingProxy(PROXY_PORT, baseURL ?? '');
});

test.afterAll(async () => {
  await proxy?.close();
  await (await build2Starting?.catch(() => undefined))?.stop();
  if (build2App) rmSync(path.dirname(build2App), { recursive: true, force: true });
});

/** The build of the page's code (`<html data-app-build>`, set after hydration) and the entry file it loaded. */
const pageBuild = async (page: Page) => {
  await page.waitForFunction(() => document.documentElement.dataset.appBuild !== undefined);
  return page.evaluate(() => ({
    build: document.documentElement.dataset.appBuild,
    entry: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .find((name) => name.startsWith('/assets/entry-client-') && name.endsWith('.js')),
  }));
};

test('a new version waits, «Обновить» switches to it with one reload, and the cart survives', async ({ page }) => {
  // A minute for the test, plus build 2's server start (a fresh database: over a minute on a loaded machine).
  test.setTimeout(240_000);
  await page.goto(`${proxy.url}/`);
  await waitForHydration(page);
  await waitForController(page);
  await waitForWarmUp(page);
  const build1 = await pageBuild(page);
  const build1Worker = await workerBuild(page);
  expect(build1.build).not.toBe(BUILD_2_ID);
  expect(build1.entry).not.toBe(build2Entry);
  expect(build1Worker).toBe(build1.build);

  const productId = await page.locator('.product-card').first().getAttribute('data-product-id');
  if (!productId) throw new Error('product cards carry no ids');
  await addToCart(page, productId);
  await expect.poll(() => storedCart(page)).toEqual([{ _id: productId, count: 1 }]);

  // Deploy build 2. The page checks for updates when it becomes visible again (and hourly).
  if (!build2Starting) throw new Error('build 2 was not started');
  const build2 = await build2Starting;
  proxy.setUpstream(build2.url);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const toast = page.locator('[data-update-toast]');
  await expect(toast).toContainText('Доступна новая версия', { timeout: 20_000 });
  // Waiting: the old version keeps running until the shopper decides.
  expect(await workerBuild(page)).toBe(build1Worker);
  expect(await pageBuild(page)).toEqual(build1);

  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Обновить' }).click()]);
  await waitForHydration(page);
  expect(await pageBuild(page)).toEqual({ build: BUILD_2_ID, entry: build2Entry });
  expect(await workerBuild(page)).toBe(BUILD_2_ID);
  await expect.poll(() => storedCart(page)).toEqual([{ _id: productId, count: 1 }]);
  await expect(page.locator('[data-update-toast]')).toHaveCount(0);

  // No second reload, and no toast for the version that is now running.
  await page.waitForTimeout(3_000);
  expect(loads).toBe(1);
  await expect(page.locator('[data-update-toast]')).toHaveCount(0);
});
