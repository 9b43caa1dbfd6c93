import { expect, test } from '@playwright/test';
import { topOf, waitForHydration } from './support/app';

const CATEGORIES = ['Сытные пироги', 'Сладкие пироги', 'Наборы', 'Мини', 'Десерты', 'Полуфабрикаты', 'Напитки'];

test.describe('layout switch at 1200/1201 px', () => {
  test('1201 px shows the desktop header only', async ({ page }) => {
    await page.setViewportSize({ width: 1201, height: 900 });
    await page.goto('/');
    await expect(page.locator('.desktop-header')).toBeVisible();
    await expect(page.locator('.mobile-header')).toBeHidden();
  });

  test('1200 px shows the mobile header only', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/');
    await expect(page.locator('.mobile-header')).toBeVisible();
    await expect(page.locator('.desktop-header')).toBeHidden();
  });

  test('resizing across the breakpoint switches the headers without reload', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/');
    await expect(page.locator('.desktop-header')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('.mobile-header')).toBeVisible();
    await expect(page.locator('.desktop-header')).toBeHidden();
  });
});

test('the desktop header has the page links, phones, slogan and the top nav', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const header = page.locator('.desktop-header');
  for (const [name, href] of [
    ['Адреса', '/adresa'],
    ['Доставка', '/dostavka'],
    ['Акции', '/akcii'],
    ['Новости', '/news'],
  ] as const) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(header.getByRole('link', { name: '7978', exact: true })).toBeVisible();
  await expect(header.getByText('A1, МТС, life:')).toBeVisible();
  await expect(header.locator('a[href^="tel:+375"]')).toHaveText(/\+375/);
  await expect(header.getByText('Выпекаем с теплом и любовью')).toBeVisible();
  const topNav = header.locator('.top-nav');
  await expect(topNav.getByRole('link', { name: 'Бонусы' })).toBeVisible();
  await expect(topNav.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/orders');
  await expect(topNav.getByRole('button', { name: /Профиль/ })).toBeVisible();
  await expect(topNav.getByRole('link', { name: /Корзина/ })).toHaveAttribute('href', '/cart');
  await expect(page.locator('.category-bar .category-nav__link')).toHaveText(CATEGORIES);
});

test.describe('mobile header, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('drawer toggle, logo and phone menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '.mobile-header');
    const header = page.locator('.mobile-header');
    await expect(header.locator('.logo')).toBeVisible();

    const drawer = page.locator('#mobile-drawer');
    await expect(drawer).toBeHidden();
    await header.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.category-nav__link')).toHaveText(CATEGORIES);
    await drawer.getByRole('button', { name: 'Закрыть меню' }).click();
    await expect(drawer).toBeHidden();

    const phones = header.locator('.phone-menu__list');
    await expect(phones).toBeHidden();
    await header.getByRole('button', { name: 'Позвонить нам' }).click();
    await expect(phones).toBeVisible();
    await expect(phones.locator('a[href="tel:7978"]')).toContainText('7978');
    await expect(phones.locator('a[href^="tel:+375"]')).toContainText('колл-центр');
  });

  test('a category in the drawer closes it and scrolls to the section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '.mobile-header');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const drawer = page.locator('#mobile-drawer');
    await drawer.locator('.category-nav__link', { hasText: 'Наборы' }).click();
    await expect(drawer).toBeHidden();
    // Near the top (the exact 54 px offset is category-nav.e2e.ts's business).
    await expect.poll(() => topOf(page, '#sets')).toBeLessThan(150);
    expect(await topOf(page, '#sets')).toBeGreaterThanOrEqual(0);
  });
});

test('the footer has the legal notice, social links, payment marks and documents in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__legal')).toContainText('УНП');
  await expect(footer.locator('.footer__legal')).toContainText('ООО «Тёплый пирог»');

  const social = footer.locator('.social-links a');
  expect(await social.count()).toBeGreaterThanOrEqual(2);
  for (const href of await social.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^https:\/\//);
  }

  const marks = footer.locator('.payment-logos [role="img"]');
  await expect(marks).toHaveCount(4);
  for (const name of ['Visa', 'Mastercard', 'Белкарт']) await expect(footer.getByRole('img', { name })).toBeVisible();

  const documents = footer.getByRole('navigation', { name: 'Документы' }).getByRole('link');
  await expect(documents).toHaveCount(4);
  const hrefs = await documents.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/docs/privacy', '/docs/offer', '/docs/personal-data', '/docs/cookies']);
  for (const link of await documents.all()) await expect(link).toHaveAttribute('target', '_blank');

  const [opened] = await Promise.all([context.waitForEvent('page'), documents.first().click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/docs/privacy');
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('content is never wider than 1920 px', async ({ page }) => {
  await page.setViewportSize({ width: 2560, height: 1200 });
  await page.goto('/');
  const widest = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) => Math.max(...elements.map((element) => element.getBoundingClientRect().width)));
  expect(await widest('main')).toBeLessThanOrEqual(1920);
  expect(await widest('main')).toBeGreaterThan(1000);
  expect(await widest('.desktop-header__row')).toBeLessThanOrEqual(1920);
  expect(await widest('.footer__grid')).toBeLessThanOrEqual(1920);
  expect(await widest('.product-grid')).toBeLessThanOrEqual(1920);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(2560);
});

for (const width of [390, 1280]) {
  test(`no sideways scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
