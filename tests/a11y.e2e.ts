import { expect, test } from '@playwright/test';
import { firstProduct, waitForHydration } from './support/app';
import { seriousViolations } from './support/axe';
import { freezeClock } from './support/clock';
import { PAGE_ROUTES } from './support/routes';
import { split } from './support/split';

const ROUTES = [...PAGE_ROUTES, '/no-such-page'];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // A few routes per test, visited in one tab: a warm cache makes each visit after the first cheap,
    // and every route is still checked and named on its own.
    for (const routes of split(ROUTES, 3)) {
      test(`${routes.join(', ')}: no serious or critical axe violations`, async ({ page }) => {
        test.setTimeout(120_000);
        // A running clock the test can move on: the delayed floating icons play out at once, while axe's own
        // timers still run.
        await page.clock.install();
        const found: Record<string, unknown> = {};
        for (const route of routes) {
          await page.goto(route);
          await waitForHydration(page);
          await page.clock.fastForward(3_500);
          // The contacts come in a chunk of their own once the 2 s are up: axe measures them when they are in
          // (seriousViolations waits out their fade).
          if (await page.getByTestId('floating-dock').count()) {
            await expect(page.locator('.floating-contacts__toggle, .floating-contacts__link').first()).toBeVisible();
          }
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[route] = violations;
        }
        expect(found).toEqual({});
      });
    }
  });
}

test('the product modal has no serious or critical axe violations', async ({ page, request }) => {
  const product = await firstProduct(request);
  await freezeClock(page);
  await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
  await waitForHydration(page, 'dialog.product-modal');
  await page.clock.fastForward(3_500);
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);
});
