import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { bynToKopecks, formatMoney } from '../src/domain/money';
import { discountedUnitCost } from '../src/domain/pricing/index';
import { collectProblems, fetchProducts, storedCartLines, waitForHydration } from './support/app';
import { enrolByApi } from './support/kiosk';

/**
 * Issue 27, item 13: a cart line of a product with its own discount said «38,50 руб. за шт.» beside a line
 * total of 34,65. The unit price is the one paid, with the old one struck through, on the web and the kiosk.
 */

interface Discounted {
  _id: string;
  title: string;
  old: string;
  now: string;
}

async function discountedProduct(request: APIRequestContext): Promise<Discounted> {
  const products = (await fetchProducts(request)) as unknown as Array<{
    _id: string;
    title: string;
    cost: number;
    discount: number;
  }>;
  const product = products.find((candidate) => candidate.discount > 0);
  if (!product) throw new Error('the demo catalogue has no discounted product');
  const cost = bynToKopecks(product.cost);
  return {
    _id: product._id,
    title: product.title,
    old: formatMoney(cost),
    now: formatMoney(discountedUnitCost({ cost, discount: product.discount })),
  };
}

async function expectDiscountedUnit(line: Locator, product: Discounted): Promise<void> {
  const unit = line.locator('p', { hasText: 'за шт.' });
  await expect(unit).toContainText(product.now);
  await expect(unit.locator('s')).toHaveText(product.old);
  // The price paid comes first, the struck one after it.
  const text = (await unit.textContent()) ?? '';
  expect(text.indexOf(product.now)).toBeLessThan(text.indexOf(product.old));
}

test('the web cart shows a discounted line’s unit price after the discount, the old one struck through', async ({
  page,
  request,
}) => {
  const product = await discountedProduct(request);
  const problems = collectProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await page
    .locator(`.product-card[data-product-id="${product._id}"]`)
    .first()
    .getByRole('button', { name: 'В корзину' })
    .click();
  await expect.poll(() => storedCartLines(page)).toBe(1);
  await page.goto('/cart');
  await waitForHydration(page);
  const line = page.locator(`[data-cart-line="${product._id}"]`);
  await expect(line.locator('.cart-line__total .price')).toHaveText(product.now);
  await expectDiscountedUnit(line, product);
  expect(problems).toEqual([]);
});

test.describe('on the kiosk', () => {
  test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

  test('the kiosk cart shows the unit price after the discount too', async ({ page, request }) => {
    const product = await discountedProduct(request);
    await enrolByApi(page, 'nemiga');
    const problems = collectProblems(page);
    await page.getByText('Коснитесь, чтобы заказать').first().tap();
    const card = page.locator(`[data-kiosk-screen="menu"] .product-card[data-product-id="${product._id}"]`).first();
    await card.getByRole('button', { name: 'В корзину' }).tap();
    await expect(page.locator('[data-kiosk-units]')).toHaveAttribute('data-kiosk-units', '1');
    await page
      .locator('[data-kiosk-cart-bar]')
      .getByRole('button', { name: /Корзина/ })
      .tap();
    const line = page.locator(`[data-kiosk-screen="cart"] [data-cart-line="${product._id}"]`);
    await expectDiscountedUnit(line, product);
    expect(problems).toEqual([]);
  });
});
