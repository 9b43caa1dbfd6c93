import { expect, type Page, test } from '@playwright/test';
import { Byn } from '../src/domain/contract/common';
import { formatMoney, multiplyKopecks, percentOff } from '../src/domain/money';
import { collectProblems, waitForHydration } from './support/app';

interface WireProduct {
  _id: string;
  title: string;
  category: string;
  /** BYN, as the API sends it. */
  cost: number;
  discount: number;
}

/** `12,50 руб.` / `1 234,50 руб.` with no-break spaces: the one spelling shoppers read. */
const ONE_SPELLING = /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0руб\.$/;

async function wireCatalogue(page: Page): Promise<WireProduct[]> {
  const response = await page.request.get('/api/products/all');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: WireProduct[] }).products;
}

/** The shown price texts of one product card, exactly as in the DOM (no whitespace folding). */
async function cardPrices(page: Page, id: string): Promise<string[]> {
  const card = page.locator(`.product-card[data-product-id="${id}"]`).first();
  await expect(card).toBeVisible();
  return card
    .locator('.price, .price__current, .price__old')
    .evaluateAll((elements) =>
      elements.filter((element) => element.children.length === 0).map((element) => element.textContent ?? ''),
    );
}

test('prices read «29,90 руб.» alike in the server render, after hydration and after a client navigation', async ({
  page,
  browser,
}) => {
  const products = await wireCatalogue(page);
  const plain = products.find((product) => product.discount === 0);
  const discounted = products.find((product) => product.discount > 0);
  if (!plain || !discounted) throw new Error('the demo catalogue needs a plain and a discounted product');
  // What the shop must show, from the wire through the contract's codec and the one formatter.
  const plainText = formatMoney(Byn.decode(plain.cost));
  const discountedTexts = [
    formatMoney(percentOff(Byn.decode(discounted.cost), discounted.discount)),
    formatMoney(Byn.decode(discounted.cost)),
  ];
  expect(plainText).toMatch(ONE_SPELLING);

  // The server's HTML, before any script.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const serverPage = await noScript.newPage();
  await serverPage.goto('/');
  expect(await cardPrices(serverPage, plain._id)).toEqual([plainText]);
  expect(await cardPrices(serverPage, discounted._id)).toEqual(discountedTexts);
  await noScript.close();

  // The same page hydrated: the loader data dehydrated from the server render is kopecks, like `api()`'s.
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page, '.product-card');
  expect(await cardPrices(page, plain._id)).toEqual([plainText]);
  expect(await cardPrices(page, discounted._id)).toEqual(discountedTexts);

  // A client navigation away and back: this time the browser's `api()` decodes the wire.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.locator('.desktop-header').getByRole('link', { name: 'Акции' }).first().click();
  await expect(page).toHaveURL(/\/akcii$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await cardPrices(page, plain._id)).toEqual([plainText]);
  expect(await cardPrices(page, discounted._id)).toEqual(discountedTexts);
  expect(problems).toEqual([]);
});

test('the cart shows unit price, line and totals in the one spelling', async ({ page }) => {
  const products = await wireCatalogue(page);
  const plain = products.find((product) => product.discount === 0 && product.category === 'napitki');
  if (!plain) throw new Error('the demo catalogue needs a plain drink');
  const unit = Byn.decode(plain.cost);

  await page.goto('/');
  await waitForHydration(page, '.product-card');
  const card = page.locator(`.product-card[data-product-id="${plain._id}"]`).first();
  await card.getByRole('button', { name: 'Больше' }).click();
  await card.getByRole('button', { name: 'В корзину' }).click();
  await page.locator('.desktop-header .top-nav__cart').click();
  await expect(page).toHaveURL(/\/cart$/);

  const line = page.locator(`[data-cart-line="${plain._id}"]`);
  await expect(line).toBeVisible();
  expect(await line.locator('.cart-line__info .muted').textContent()).toBe(`${formatMoney(unit)} за шт.`);
  const lineSum = formatMoney(multiplyKopecks(unit, 2));
  expect(await line.locator('.cart-line__total .price').textContent()).toBe(lineSum);
  const totals = await page.locator('.cart__totals dd').allTextContents();
  expect(totals[0]).toBe(lineSum);
  for (const total of totals) expect(total.replace(/^−/, '')).toMatch(ONE_SPELLING);
});

test('a cart stored by the previous version, in BYN, opens in kopecks with the right prices', async ({ page }) => {
  const products = await wireCatalogue(page);
  const product = products.find((candidate) => candidate.discount === 0);
  if (!product) throw new Error('the demo catalogue needs a plain product');

  await page.goto('/adresa');
  await waitForHydration(page);
  // Exactly what the app wrote before money became kopecks: version 1, `cost` in BYN.
  const oldLine = { _id: product._id, title: product.title, cost: product.cost, count: 2, discount: 0 };
  await page.evaluate(
    (cartData) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('teply-pirog');
        // The app creates its store on its first write, which an empty cart has not made yet.
        open.onupgradeneeded = () => open.result.createObjectStore('state');
        open.onsuccess = () => {
          const tx = open.result.transaction('state', 'readwrite');
          tx.objectStore('state').put({ version: 1, savedAt: Date.now(), data: { cartData } }, 'cart');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    [oldLine],
  );

  await page.goto('/cart');
  const line = page.locator(`[data-cart-line="${product._id}"]`);
  await expect(line).toBeVisible();
  expect(await line.locator('.cart-line__info .muted').textContent()).toBe(
    `${formatMoney(Byn.decode(product.cost))} за шт.`,
  );
  await expect(line.locator('.stepper__value')).toHaveText('2');
});
