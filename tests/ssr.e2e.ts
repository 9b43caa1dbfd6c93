import { expect, test } from '@playwright/test';
import { Byn } from '../src/domain/contract/common';
import { percentOff, schemaOrgPrice } from '../src/domain/money';
import { fetchProducts, firstProduct } from './support/app';
import { PAGE_ROUTES } from './support/routes';

/** Everything here is checked with JavaScript off: it must be in the server's HTML. */
test.use({ javaScriptEnabled: false });

const ROUTES = PAGE_ROUTES;

test('the home page HTML holds the whole catalogue and the head tags before any script runs', async ({
  page,
  request,
}) => {
  const products = await fetchProducts(request);
  expect(products.length).toBeGreaterThanOrEqual(40);

  const raw = await request.get('/');
  expect(raw.status()).toBe(200);
  expect(raw.headers()['content-type']).toContain('text/html');
  const html = await raw.text();
  expect(html).toMatch(/<html[^>]*\slang="ru"/);
  // React escapes text the way escapeHtml does here.
  const escapeHtml = (text: string) =>
    text
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#x27;');
  const missing = products.filter((product) => !html.includes(escapeHtml(product.title)));
  expect(missing.map((product) => product.title)).toEqual([]);

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(await page.locator('.product-card').count()).toBeGreaterThanOrEqual(40);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('[data-category-section]')).toHaveCount(7);
  // The home page's heading may be visually hidden, but it must be there.
  await expect(page.locator('h1')).toHaveCount(1);
});

for (const route of ROUTES) {
  test(`${route} renders on the server with a heading`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const heading = page.locator('h1');
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText(/[А-Яа-яЁё]/);
    if (route !== '/') await expect(heading).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  });
}

test('every page has a title of its own', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
    expect(title, `<title> of ${route}`).not.toBe('');
    titles.set(route, title);
  }
  const seen = new Map<string, string>();
  for (const [route, title] of titles) {
    expect(seen.get(title), `${route} has the same <title> as ${seen.get(title)}: «${title}»`).toBeUndefined();
    seen.set(title, route);
  }
});

test('an unknown page is a 404 with a Russian heading', async ({ page }) => {
  for (const route of ['/no-such-page', '/pirogi/nonsense']) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(404);
    await expect(page.locator('h1')).toHaveText(/[А-Яа-яЁё]{3}/);
  }
});

test('a cold deep link renders the product modal and Product JSON-LD on the server', async ({ page, request }) => {
  const product = await firstProduct(request);
  const response = await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
  expect(response?.status()).toBe(200);

  const dialog = page.locator('dialog.product-modal');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toHaveAttribute('open', '');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(product.title);

  const ldJson = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = ldJson.map((text): unknown => JSON.parse(text));
  expect(items).toContainEqual(expect.objectContaining({ '@type': 'Product', name: product.title, sku: product._id }));
  // Machine data keeps ISO BYN and a dot-decimal string; the price is the one after the product's own discount.
  const { cost, discount } = product as typeof product & { cost: number; discount: number };
  expect(items).toContainEqual(
    expect.objectContaining({
      offers: expect.objectContaining(schemaOrgPrice(percentOff(Byn.decode(cost), discount))),
    }),
  );
});

test('a product id that does not exist opens no modal', async ({ page }) => {
  const response = await page.goto('/?pirog=no-such-product');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
});
