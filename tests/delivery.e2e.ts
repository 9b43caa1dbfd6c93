import { type APIRequestContext, expect, test } from '@playwright/test';
import { collectProblems, storedCartLines, waitForHydration } from './support/app';

interface WireZone {
  _id: string;
  title: string;
  minOrder: number;
  fee: number;
  freeFrom: number;
  leadMinutes: number;
}

/** The shop's one money spelling (`formatMoney`), for BYN numbers as the API sends them. */
const rub = (byn: number) => `${byn.toFixed(2).replace('.', ',')}\u00a0руб.`;

async function deliveryOptions(request: APIRequestContext) {
  const response = await request.get('/api/delivery/options');
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { zones: WireZone[]; maxDaysAhead: number };
  const threshold = Math.min(...answer.zones.map((zone) => zone.freeFrom));
  return { ...answer, threshold };
}

test('/dostavka shows the zones of the API, rendered on the server', async ({ page, request }) => {
  const { zones, maxDaysAhead } = await deliveryOptions(request);
  expect(zones).toHaveLength(9);

  // In the server's HTML already: the page is useful before (or without) any script.
  const html = await (await request.get('/dostavka')).text();
  for (const zone of zones) expect(html).toContain(zone.title);

  const problems = collectProblems(page);
  await page.goto('/dostavka');
  await waitForHydration(page);
  const rows = page.locator('.delivery-zones tbody tr');
  await expect(rows).toHaveCount(zones.length);
  for (const zone of zones) {
    const row = page.locator(`[data-zone="${zone._id}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(zone.title);
    await expect(row.getByRole('cell')).toHaveText([
      rub(zone.minOrder),
      rub(zone.fee),
      rub(zone.freeFrom),
      `${zone.leadMinutes} мин`,
    ]);
  }
  await expect(page.getByText(`не более чем на ${maxDaysAhead} дней вперёд`)).toBeVisible();
  // No amount of its own next to delivery in the page's prose.
  await expect(page.locator('.document')).not.toContainText('50\u00a0руб');
  expect(problems).toEqual([]);
});

test('the home banner and the cart state the same free-delivery threshold as the API', async ({ page, request }) => {
  const { threshold } = await deliveryOptions(request);
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.sub-slider__caption').filter({ hasText: 'Бесплатная доставка' })).toContainText(
    `Бесплатная доставка по Минску от ${rub(threshold)}`,
  );

  // One drink: far below any threshold.
  await page.goto('/pirogi/napitki');
  await waitForHydration(page);
  await page.locator('.product-card').first().getByRole('button', { name: 'В корзину' }).click();
  // The cart is saved a moment after the change: leaving at once could leave it empty.
  await expect.poll(() => storedCartLines(page)).toBe(1);
  await page.goto('/cart');
  const note = page.locator('.cart__delivery');
  await expect(note).toContainText(`бесплатно от ${rub(threshold)}`);
  await expect(note).toHaveAttribute('data-free-from', String(Math.round(threshold * 100)));
  await expect(note).toContainText('До бесплатной доставки по Минску — ещё ');
  expect(problems).toEqual([]);
});
