import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { adminApiContext } from './support/admin-staff';
import { collectProblems, waitForHydration } from './support/app';
import { seriousViolations } from './support/axe';
import { waitForController, waitForWarmUp } from './support/service-worker';

/*
 * Issue 30's filters in the browser: «Без орехов» on a category page shows only products known
 * to be free of nuts (an unknown product never), says how many before applying, lives in the
 * URL and survives a reload (the server renders the filtered grid); «Постное» on the home
 * catalogue; the same offline. The mini pies are the category with both nutty and nut-free
 * products; one of them, which no other test uses, is made «unknown» for the run and put back.
 */
const CATEGORY = 'mini';
const MADE_UNKNOWN = 'mini-vatrushka';

interface Allergens {
  contains: string[];
  mayContain: string[];
  known: boolean;
}
interface CatalogueProduct {
  _id: string;
  category: string;
  allergens: Allergens;
  lean: boolean;
}

test.describe.configure({ mode: 'serial' });

async function catalogue(request: APIRequestContext): Promise<CatalogueProduct[]> {
  const response = await request.get('/api/products/all');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { products: CatalogueProduct[] }).products;
}

const nutFree = (product: CatalogueProduct) =>
  product.allergens.known &&
  !product.allergens.contains.includes('orehi') &&
  !product.allergens.mayContain.includes('orehi');

function shownIds(page: Page, scope = 'main'): Promise<string[]> {
  return page
    .locator(`${scope} .product-card`)
    .evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute('data-product-id') ?? ''))].sort());
}

/** Opens the panel, checks one option and reads the count it announces, without applying it yet. */
async function choose(page: Page, label: string, expected: number): Promise<void> {
  await page.getByRole('button', { name: 'Фильтры' }).click();
  const panel = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(panel).toBeVisible();
  await panel.getByRole('checkbox', { name: label }).check();
  await expect(panel.getByRole('status')).toHaveText(new RegExp(`^Подходит ${expected} товар`));
  await expect(panel.getByRole('button', { name: new RegExp(`^Показать ${expected} товар`) })).toBeVisible();
}

async function apply(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Фильтры' })
    .getByRole('button', { name: /^Показать/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Фильтры' })).toHaveCount(0);
}

let staff: APIRequestContext;
let seeded: { product: Record<string, unknown> };
const productPath = buildPath(endpoints.adminProduct, { id: MADE_UNKNOWN });

test.beforeAll(async ({ baseURL }) => {
  if (!baseURL) throw new Error('no base URL');
  staff = await adminApiContext(baseURL);
  seeded = await (await staff.get(productPath)).json();
  const current = await (await staff.get(productPath)).json();
  const unknown = await staff.put(productPath, {
    data: {
      product: { ...seeded.product, allergens: { contains: [], mayContain: [], known: false } },
      version: current.version,
    },
  });
  expect(unknown.status(), await unknown.text()).toBe(200);
});

test.afterAll(async () => {
  try {
    const now = await (await staff.get(productPath)).json();
    const restored = await staff.put(productPath, { data: { product: seeded.product, version: now.version } });
    expect(restored.status(), await restored.text()).toBe(200);
  } finally {
    await staff.dispose();
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px «Без орехов» keeps only products known to be nut-free, in the URL and after a reload`, async ({
    page,
    request,
  }) => {
    const problems = collectProblems(page);
    const products = (await catalogue(request)).filter((product) => product.category === CATEGORY);
    const unknown = products.find((product) => product._id === MADE_UNKNOWN);
    expect(unknown?.allergens, 'the product made unknown for this test').toEqual({
      contains: [],
      mayContain: [],
      known: false,
    });
    const expected = products.filter(nutFree).map((product) => product._id);
    // The test means something only if the filter removes some products and keeps others.
    expect(expected.length).toBeGreaterThan(0);
    expect(products.some((product) => product.allergens.known && !nutFree(product))).toBe(true);

    await page.setViewportSize(viewport);
    await page.goto(`/pirogi/${CATEGORY}`);
    await waitForHydration(page);
    const all = await shownIds(page);
    expect(all).toEqual(products.map((product) => product._id).sort());

    await choose(page, 'Без орехов', expected.length);
    // Nothing changes before «Показать».
    expect(new URL(page.url()).search).toBe('');
    expect(await shownIds(page)).toEqual(all);
    expect(await seriousViolations(page)).toEqual([]);

    await apply(page);
    await expect(page).toHaveURL(/\?bez=orehi$/);
    await expect.poll(() => shownIds(page)).toEqual(expected.sort());
    expect(await shownIds(page)).not.toContain(MADE_UNKNOWN);
    await expect(page.getByRole('button', { name: 'Фильтры' })).toContainText('1');

    // The server renders the filtered grid for the URL.
    const html = await (await request.get(`/pirogi/${CATEGORY}?bez=orehi`)).text();
    for (const product of products) {
      expect(html.includes(`data-product-id="${product._id}"`), product._id).toBe(expected.includes(product._id));
    }
    await page.reload();
    await waitForHydration(page);
    expect(await shownIds(page)).toEqual(expected.sort());
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing left: the page says so and offers the way back.
    await page.goto(`/pirogi/${CATEGORY}?bez=orehi,gluten`);
    await waitForHydration(page);
    await expect(page.getByText('Ничего не подходит под фильтры')).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).toHaveURL(new RegExp(`/pirogi/${CATEGORY}$`));
    await expect.poll(() => shownIds(page)).toEqual(all);

    // A hand-typed bad value is ignored, not an error.
    await page.goto(`/pirogi/${CATEGORY}?bez=kokos&kkal=-5&postnoe=maybe`);
    await waitForHydration(page);
    expect(await shownIds(page)).toEqual(all);
    expect(problems).toEqual([]);
  });
}

test('«Постное» on the home catalogue shows only lean products, and «Сбросить» brings all back', async ({
  page,
  request,
}) => {
  const problems = collectProblems(page);
  const products = await catalogue(request);
  const lean = products.filter((product) => product.lean).map((product) => product._id);
  expect(lean.length).toBeGreaterThan(0);
  expect(lean.length).toBeLessThan(products.length);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await choose(page, 'Постное', lean.length);
  await apply(page);
  await expect(page).toHaveURL(/\/\?postnoe=1$/);
  await expect.poll(() => shownIds(page, '.catalog')).toEqual(lean.sort());

  await page.getByRole('button', { name: 'Сбросить', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => shownIds(page, '.catalog')).toEqual(products.map((product) => product._id).sort());
  expect(problems).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the filters work offline', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const products = await catalogue(request);
    const expected = products.filter(nutFree).map((product) => product._id);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await waitForController(page);
    await waitForWarmUp(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await waitForHydration(page);
      await choose(page, 'Без орехов', expected.length);
      await apply(page);
      await expect(page).toHaveURL(/\/\?bez=orehi$/);
      await expect.poll(() => shownIds(page, '.catalog')).toEqual(expected.sort());
      expect(await shownIds(page, '.catalog')).not.toContain(MADE_UNKNOWN);
    } finally {
      await context.setOffline(false);
    }
  });
});
