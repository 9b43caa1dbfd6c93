import { expect, test } from '@playwright/test';
import { collectProblems, waitForHydration, waitForScrollEnd } from './support/app';

interface ApiPromo {
  _id: string;
  title?: string;
  dateTimeTo: string;
  items: { _id: string }[];
}

interface ApiShop {
  _id: string;
  title: string;
  phone: string;
  location: { lat: number; lng: number };
}

/**
 * Rule texts of the seeded promotions (server/db/seed/data/promos.ts), as describePromo words them:
 * money in the one spelling, a no-break space before «руб.».
 */
const SEEDED_RULES: Record<string, string> = {
  'tretiy-sytnyy-za-polceny': 'Каждый 3-й пирог из акции — со скидкой 50%',
  'mors-za-rubl': 'Морс клюквенный за 1,00\u00a0руб. при заказе от 40,00\u00a0руб.',
  'mini-ot-pyati': 'Скидка 0,50\u00a0руб. на каждый мини-пирог из акции при покупке от 5 шт.',
};

test('/akcii shows the active promotions with their rules, period and products, not the expired one', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/promos');
  expect(answer.ok()).toBe(true);
  const { promosData } = (await answer.json()) as { promosData: ApiPromo[] };
  expect(promosData.map((promo) => promo._id).sort()).toEqual(Object.keys(SEEDED_RULES).sort());

  const problems = collectProblems(page);
  await page.goto('/akcii');
  await waitForHydration(page, '.promo');
  await expect(page.getByRole('heading', { level: 1, name: 'Акции' })).toBeVisible();

  const sections = page.locator('section.promo');
  await expect(sections).toHaveCount(promosData.length);
  for (const promo of promosData) {
    const section = page.locator(`#promo-${promo._id}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(promo.title ?? 'Акция');
    await expect(section.locator('.promo__rule')).toHaveText(SEEDED_RULES[promo._id] ?? '');
    // toHaveText folds whitespace; the exact text pins the no-break spaces.
    expect(await section.locator('.promo__rule').textContent()).toBe(SEEDED_RULES[promo._id]);
    await expect(section.locator('.promo__period')).toContainText(/до \d{1,2} [а-я]+|только сегодня/);
    await expect(section.locator('.product-card')).toHaveCount(promo.items.length);
  }
  // The seed's ended «Клубничное лето» is not offered.
  await expect(page.getByText('Клубничное лето')).toHaveCount(0);

  // A promo's product goes to the cart from the page.
  const mors = page.locator('#promo-mors-za-rubl .product-card').first();
  await mors.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByText('Морс клюквенный добавлен в корзину')).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('/akcii jump links lead to each promotion', async ({ page }) => {
  await page.goto('/akcii');
  await waitForHydration(page, '.promos__nav');
  const links = page.getByRole('navigation', { name: 'Акции на странице' }).getByRole('link');
  await expect(links).toHaveCount(3);
  await links.last().click();
  const target = new URL(page.url()).hash;
  expect(target).toMatch(/^#promo-/);
  await expect(page.locator(target)).toBeInViewport();
});

test('/adresa lists the shops with status, tel: and Yandex links, and map markers tied to the list', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/adresa/all');
  const { adresaData } = (await answer.json()) as { adresaData: ApiShop[] };
  expect(adresaData.length).toBeGreaterThan(0);

  const problems = collectProblems(page);
  await page.goto('/adresa');
  await waitForHydration(page, '.map-marker');

  const list = page.getByRole('list', { name: 'Пекарни' });
  await expect(list.getByRole('listitem')).toHaveCount(adresaData.length);
  for (const shop of adresaData) {
    const entry = page.locator(`#shop-${shop._id}`);
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText(shop.title);
    await expect(entry.locator('[data-shop-status]')).toHaveText(
      /^(Открыто до \d\d:\d\d|Открыто круглосуточно|Закрыто · откроется (завтра |в [а-я]+ )?в \d\d:\d\d|Закрыто)$/,
    );
    const tel = entry.locator('a[href^="tel:"]');
    await expect(tel).toHaveAttribute('href', `tel:${shop.phone.replaceAll(/[^+\d]/g, '')}`);
    await expect(tel).toContainText(shop.phone);
    const yandex = entry.getByRole('link', { name: /Открыть в Яндекс Картах/ });
    await expect(yandex).toHaveAttribute(
      'href',
      `https://yandex.by/maps/?pt=${shop.location.lng},${shop.location.lat}&z=17&l=map`,
    );
    await expect(yandex).toHaveAttribute('target', '_blank');
    await expect(yandex).toHaveAttribute('rel', /noopener/);
    await expect(entry.locator('.shop-hours dt')).not.toHaveCount(0);
  }

  // One marker per shop, inside the map.
  const markers = page.locator('.minsk-map .map-marker');
  await expect(markers).toHaveCount(adresaData.length);
  const map = await page.locator('.minsk-map').boundingBox();
  for (const marker of await markers.all()) {
    const box = await marker.boundingBox();
    expect(box && map && box.x >= map.x - 20 && box.x + box.width <= map.x + map.width + 20).toBe(true);
  }

  // Hovering a marker highlights its list entry; pressing it moves focus there.
  const last = adresaData.at(-1);
  if (!last) throw new Error('no shops');
  const marker = page.locator(`.map-marker[data-shop-id="${last._id}"]`);
  await marker.hover();
  await expect(page.locator('li.shop-card--active')).toHaveCount(1);
  await expect(page.locator('li.shop-card--active h2')).toHaveText(last.title);
  await marker.click();
  await expect(page.locator(`#shop-${last._id}`)).toBeFocused();
  await expect(page.locator(`#shop-${last._id}`)).toBeInViewport();

  // Hovering a list entry highlights its marker.
  const first = adresaData[0];
  if (!first) throw new Error('no shops');
  await page.locator(`#shop-${first._id}`).hover();
  await expect(page.locator(`.map-marker[data-shop-id="${first._id}"]`)).toHaveClass(/map-marker--active/);

  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('/adresa shows the status computed for Minsk time in the server HTML, and the same after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/adresa')).text();
  expect(html).toMatch(/Открыто до \d\d:\d\d|Закрыто/);
  const problems = collectProblems(page);
  await page.goto('/adresa');
  await waitForHydration(page, '.map-marker');
  await page.waitForLoadState('networkidle');
  expect(problems.filter((problem) => /hydrat/i.test(problem))).toEqual([]);
});

test('a shop entry links to the feedback form with the shop chosen', async ({ page, request }) => {
  const { adresaData } = (await (await request.get('/api/adresa/all')).json()) as { adresaData: ApiShop[] };
  const shop = adresaData[1] ?? adresaData[0];
  if (!shop) throw new Error('no shops');
  await page.goto('/adresa');
  await waitForHydration(page, '.map-marker');
  await page.locator(`#shop-${shop._id}`).getByRole('link', { name: 'Написать о пекарне' }).click();
  await expect(page).toHaveURL(new RegExp(`/feedback\\?shop=${shop._id}$`));
  // The URL changes before the feedback page has loaded; the shop cards' labels say «Пекарня» too, so name the select.
  await expect(page.getByRole('combobox', { name: /Пекарня/ })).toHaveValue(shop._id);
});

// Issue 12, item 10: the first press on a marker lost its mark at once (the focus moving to the entry blurred
// the marker, and scrolling to the entry took the marker from under the pointer).
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the first press on a marker marks its shop in the list and scrolls it into view`, async ({
    page,
    request,
  }) => {
    const { adresaData } = (await (await request.get('/api/adresa/all')).json()) as { adresaData: ApiShop[] };
    const shop = adresaData.at(-1);
    if (!shop || adresaData.length < 2) throw new Error('need at least two shops');
    await page.setViewportSize(viewport);
    await page.goto('/adresa');
    await waitForHydration(page, '.map-marker');
    await page.locator(`.map-marker[data-shop-id="${shop._id}"]`).click();

    const entry = page.locator('li.shop-card', { has: page.locator(`#shop-${shop._id}`) });
    await expect(entry).toHaveAttribute('aria-current', 'true');
    await expect(entry).toHaveClass(/shop-card--active/);
    await expect(page.locator('li.shop-card[aria-current]')).toHaveCount(1);
    await expect(entry).toBeInViewport({ ratio: 0.5 });
    // The mark stays after the smooth scroll has ended and the pointer is over something else.
    await waitForScrollEnd(page);
    await page.mouse.move(1, viewport.height - 1);
    await expect(entry).toHaveAttribute('aria-current', 'true');
    await expect(entry).toHaveClass(/shop-card--active/);
    await expect(entry).toBeInViewport({ ratio: 0.5 });
  });
}
