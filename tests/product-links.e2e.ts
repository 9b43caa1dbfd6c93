import { expect, type Page, test } from '@playwright/test';
import { BRAND } from '../src/domain/brand/brand';
import { bynToKopecks, formatMoney, schemaOrgPrice } from '../src/domain/money';
import { discountedUnitCost } from '../src/domain/pricing/index';
import { collectProblems, fetchProducts, waitForHydration } from './support/app';

/**
 * Issue 27, items 1 and 16: product links (`/?pirog=<id>`) as they are shared. A link to a product that is
 * gone says so and leaves a whole home page; a link to a product previews that product (title, description,
 * price, picture) in the server's HTML, for messengers and search engines that never run the script.
 */

/** A held picture's placeholder (src/shared/Picture.tsx): an image that never became the real one. */
const PLACEHOLDER = 'data:image/gif;base64,';

const heldPictures = (page: Page) =>
  page
    .locator('picture img')
    .evaluateAll(
      (images, placeholder) => images.filter((img) => img.getAttribute('src')?.startsWith(placeholder)),
      PLACEHOLDER,
    )
    .then((held) => held.length);

/** How many pictures of `selector` the browser has actually drawn from a real file. */
const drawnPictures = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (images, placeholder) =>
        images.filter(
          (img) =>
            img instanceof HTMLImageElement &&
            img.complete &&
            img.naturalWidth > 1 &&
            !img.currentSrc.startsWith(placeholder),
        ).length,
      PLACEHOLDER,
    );

test('a link to a product that is gone says so, drops the parameter in place and leaves a page with its pictures', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    (window as unknown as { startLength: number }).startLength = window.history.length;
  });
  await page.goto('/?pirog=does-not-exist');
  await waitForHydration(page);

  await expect(page.getByRole('region', { name: 'Уведомления' }).getByText('Такого товара больше нет')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/');
  // Replaced: Back leaves the site instead of coming back to the broken link.
  expect(await page.evaluate(() => window.history.length)).toBe(
    await page.evaluate(() => (window as unknown as { startLength: number }).startLength),
  );
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);

  // Story covers, the banner and the first cards are drawn from their files, and nothing stays a placeholder.
  await expect.poll(() => drawnPictures(page, '.stories img'), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => drawnPictures(page, '.product-card img'), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => heldPictures(page), { timeout: 10_000 }).toBe(0);
  // A card far down the page loads once scrolled to.
  const lastCard = page.locator('.product-card img').last();
  await lastCard.scrollIntoViewIfNeeded();
  await expect
    .poll(() => lastCard.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(1);
  expect(problems).toEqual([]);
});

test('the server renders a link to a gone product as the home page, not as a page held for a modal', async ({
  request,
}) => {
  const count = (html: string) => html.split(PLACEHOLDER).length - 1;
  const home = await (await request.get('/')).text();
  const gone = await (await request.get('/?pirog=does-not-exist')).text();
  expect(count(gone)).toBe(count(home));
});

/** The `content` of `<meta property|name="key">` in an HTML document. */
function metaContent(html: string, key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (!new RegExp(`(?:property|name)="${key.replace(/[:.]/g, '\\$&')}"`).test(tag)) continue;
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    return content === undefined ? null : content.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return null;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

test('a product link shows the product in <title>, Open Graph and JSON-LD, and the home page keeps its own', async ({
  request,
  baseURL,
}) => {
  const products = (await fetchProducts(request)) as unknown as Array<{
    _id: string;
    title: string;
    description: string;
    cost: number;
    discount: number;
    image: { base: string };
  }>;
  const product = products.find((candidate) => candidate.discount > 0);
  if (!product) throw new Error('the demo catalogue has no discounted product');
  const price = discountedUnitCost({ cost: bynToKopecks(product.cost), discount: product.discount });

  const homeTitle = titleOf(await (await request.get('/')).text());
  expect(homeTitle).toContain(BRAND.name);

  const html = await (await request.get(`/?pirog=${encodeURIComponent(product._id)}`)).text();
  expect(titleOf(html)).toBe(`${product.title} — ${BRAND.name}`);
  expect(metaContent(html, 'og:title')).toBe(product.title);
  expect(metaContent(html, 'og:type')).toBe('product');
  expect(metaContent(html, 'og:url')).toBe(`${baseURL}/?pirog=${encodeURIComponent(product._id)}`);
  const description = metaContent(html, 'og:description') ?? '';
  expect(description).toContain(formatMoney(price));
  expect(description).toContain(product.description.slice(0, 40));
  expect(metaContent(html, 'description')).toBe(description);
  const image = metaContent(html, 'og:image') ?? '';
  expect(image).toMatch(/\.(?:webp|jpe?g|png)$/);
  expect(image.startsWith(`${baseURL}${product.image.base}-`)).toBe(true);
  expect((await request.get(image)).ok()).toBe(true);
  expect(metaContent(html, 'product:price:amount')).toBe(schemaOrgPrice(price).price);
  expect(metaContent(html, 'product:price:currency')).toBe('BYN');
  // Once each: the page's own tags give way to the product's.
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/property="og:title"/g)).toHaveLength(1);

  const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  const ld = JSON.parse(jsonLd ?? '{}') as { '@type'?: string; name?: string; offers?: { price?: string } };
  expect(ld['@type']).toBe('Product');
  expect(ld.name).toBe(product.title);
  expect(ld.offers?.price).toBe(schemaOrgPrice(price).price);

  // The page cache keys by path and query: the home page after the product link is still the home page.
  const again = await (await request.get('/')).text();
  expect(titleOf(again)).toBe(homeTitle);
  expect(again).not.toContain('application/ld+json');
});

test('in the browser the product link keeps the product’s title until the modal closes', async ({ page, request }) => {
  const [product] = await fetchProducts(request);
  if (!product) throw new Error('empty catalogue');
  const problems = collectProblems(page);
  await page.goto(`/?pirog=${encodeURIComponent(product._id)}`);
  await waitForHydration(page, 'dialog.product-modal');
  await expect(page).toHaveTitle(`${product.title} — ${BRAND.name}`);
  await page.getByRole('dialog', { name: product.title }).getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  await expect(page).not.toHaveTitle(new RegExp(product.title));
  expect(problems).toEqual([]);
});
