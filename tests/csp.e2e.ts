import { expect, type Page, test } from '@playwright/test';
import { firstProduct, waitForHydration } from './support/app';

// The worker's own requests (warm-up, updates) run under the page's policy too.
test.use({ serviceWorkers: 'allow' });

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * The shop's strict Content-Security-Policy must never be violated on its main
 * pages: a violation is a bug the shopper does not see (the blocked code just
 * does not run) but DevTools and Lighthouse do. Three witnesses, because each
 * sees a different part: the `securitypolicyviolation` event in the page, the
 * console, and Chromium's issues (what DevTools' issues panel and Lighthouse read).
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text()))
      console.push(`console.${message.type()}: ${message.text()}`);
  });
  const issues: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(`issue: ${JSON.stringify(issue.details)}`);
  });
  await devtools.send('Audits.enable');
  return async () => {
    const inPage = await page.evaluate(() => window.__cspViolations);
    // Without the listener in place the test would pass whatever happened.
    if (inPage === undefined) throw new Error('The CSP violation listener did not reach the page');
    return [...inPage.map((text) => `event: ${text}`), ...console, ...issues];
  };
}

/** Loads a page and lets it finish everything it does by itself: hydration, lazy chunks, the service worker. */
async function visit(page: Page, path: string, hydratedSelector?: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, hydratedSelector);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

for (const path of ['/', '/akcii', '/news', '/cart', '/pirogi']) {
  test(`${path} runs without Content-Security-Policy violations`, async ({ page }) => {
    const violations = await watchCsp(page);
    await visit(page, path);
    expect(await violations()).toEqual([]);
  });
}

test('a product deep link runs without Content-Security-Policy violations', async ({ page, request }) => {
  const product = await firstProduct(request);
  const violations = await watchCsp(page);
  await visit(page, `/?pirog=${encodeURIComponent(product._id)}`, 'dialog.product-modal');
  expect(await violations()).toEqual([]);
});

test('the cart with a line, the story viewer and client navigation run without violations', async ({ page }) => {
  const violations = await watchCsp(page);
  await visit(page, '/', '.product-card');
  await page.locator('.product-card').first().getByRole('button', { name: 'В корзину' }).click();
  await page.locator('.story-cover').first().click();
  await expect(page.locator('dialog.story-viewer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.story-viewer')).toHaveCount(0);
  await page.locator('a[href="/cart"]').first().click();
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the development outbox (/dev/outbox) runs without violations, its style applied, and the worker keeps no copy', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  // With the service worker in control, as on a developer's machine after the first visit.
  await visit(page, '/');
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Исходящие сообщения' })).toBeVisible();
  // The inline style sheet ran under the nonce: `main` is the narrow column it sets.
  expect(await page.locator('main').evaluate((main) => getComputedStyle(main).maxWidth)).toBe('832px');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  const keptIn = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (await (await caches.open(name)).match('/dev/outbox', { ignoreSearch: true })) return name;
    }
    return null;
  });
  expect(keptIn).toBeNull();
});
