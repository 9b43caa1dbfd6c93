import { expect, test } from '@playwright/test';
import { firstProduct, waitForHydration } from './support/app';
import { seriousViolations } from './support/axe';
import { freezeClock } from './support/clock';
import { PAGE_ROUTES } from './support/routes';

const ROUTES = [...PAGE_ROUTES, '/no-such-page'];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violations`, async ({ page }) => {
        await freezeClock(page);
        await page.goto(route);
        await waitForHydration(page);
        // Let the branded loader and the delayed floating icons play out, so axe sees the page itself.
        await page.clock.fastForward(3_500);
        await expect(page.getByTestId('brand-loader')).toHaveCount(0);
        // axe waits on timers of its own: let time flow again.
        await page.clock.resume();
        expect(await seriousViolations(page)).toEqual([]);
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
