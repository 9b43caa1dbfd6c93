import { type APIRequestContext, request as apiRequest, expect, test } from '@playwright/test';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { waitForHydration } from './support/app';
import { seriousViolations } from './support/axe';
import { e2eAdmin } from './support/e2e-admins';

/*
 * Issue 30 in the browser: the product modal shows КБЖУ per 100 g and per piece
 * and the allergens as words, and what the back office enters is what the shop
 * says. The edited product is a drink no other test relies on, and it is put
 * back as seeded at the end.
 */
const EDITED = 'chay-chabrets';
const admin = e2eAdmin();

test.describe.configure({ mode: 'serial' });

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const context = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signin = await context.post(buildPath(endpoints.staffSignin), {
    data: { login: admin.login, password: admin.password },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  return context;
}

test('at 390 px the modal shows КБЖУ per 100 g and per piece, allergens, traces and badges', async ({
  page,
  request,
}) => {
  // A deep link's page carries them from the server already (the facts are a lazy chunk in the browser).
  // React marks where its text nodes meet with empty comments; the words are what matter.
  const html = (await (await request.get('/?pirog=kapusta-yaytso')).text()).replaceAll('<!-- -->', '');
  expect(html).toContain('Пищевая ценность и аллергены');
  expect(html).toContain('Может содержать следы: кунжут');
  // Sold as three éclairs: «на 1 шт.» is one of them, from the piece's weight on the wire.
  const eclairs = (await (await request.get('/?pirog=eklery')).text()).replaceAll('<!-- -->', '');
  expect(eclairs).toContain('на 1 шт. (60 г)');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?pirog=kapusta-yaytso');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Пирог с капустой и яйцом' });
  await expect(dialog).toBeVisible();
  const facts = dialog.getByRole('region', { name: 'Пищевая ценность и аллергены' });
  await facts.scrollIntoViewIfNeeded();

  const table = facts.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'на 100 г' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^на 1 шт\. \(1\s?000 г\)$/ })).toBeVisible();
  // Per 100 g and for the whole kilogram pie.
  await expect(table.getByRole('row', { name: /Энергия, ккал/ })).toHaveText(/Энергия, ккал\s*230\s*2300/);
  await expect(table.getByRole('row', { name: /Белки, г/ })).toHaveText(/Белки, г\s*7,5\s*75/);
  await expect(table.getByRole('row', { name: /Углеводы, г/ })).toHaveText(/Углеводы, г\s*29\s*290/);

  const allergens = facts.getByRole('list', { name: 'Аллергены' });
  await expect(allergens.getByRole('listitem')).toHaveText(['Злаки с глютеном', 'Яйца', 'Молоко']);
  // The icons are decoration: the words are what is read.
  await expect(allergens.locator('svg[aria-hidden="true"]')).toHaveCount(3);
  await expect(facts).toContainText('Может содержать следы: кунжут');
  await expect(facts.getByText('Вегетарианское', { exact: true })).toBeVisible();
  await expect(facts.getByText('Постное', { exact: true })).toHaveCount(0);
  // The table fits the phone: nothing scrolls sideways.
  const box = await table.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // A lean pie says so.
  await page.goto('/?pirog=mini-kapusta');
  await waitForHydration(page);
  const lean = page.getByRole('dialog', { name: 'Пирожок с капустой' });
  await expect(lean.getByText('Постное', { exact: true })).toBeVisible();
  await expect(lean.getByRole('list', { name: 'Аллергены' }).getByRole('listitem')).toHaveText(['Злаки с глютеном']);
});

test('allergens edited in the back office are what the shop shows, unknown included', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no base URL');
  await page.setViewportSize({ width: 390, height: 900 });
  const staff = await staffApi(baseURL);
  const path = buildPath(endpoints.adminProduct, { id: EDITED });
  const seeded = await (await staff.get(path)).json();
  try {
    await page.goto('/admin');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Логин').fill(admin.login);
    await page.getByLabel('Пароль').fill(admin.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    // The password's hash is deliberately slow (scrypt), slower still on a loaded machine.
    await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible({ timeout: 30_000 });
    await page.goto(`/admin/products/${EDITED}`);
    await waitForHydration(page);
    const save = page.getByRole('button', { name: 'Сохранить' });

    // Energy that the macros cannot give is refused beside the field.
    const kcal = page.getByLabel('Калорийность, ккал');
    await expect(kcal).toHaveValue('1');
    await kcal.fill('300');
    await save.click();
    await expect(page.getByText('Калорийность не сходится с БЖУ')).toBeVisible();
    await kcal.fill('1');

    // Unknown allergens: the shop tells the shopper to ask.
    await page.getByLabel('Аллергены не указаны').check();
    await save.click();
    await expect(page.getByText('Товар сохранён')).toBeVisible();
    await page.goto(`/?pirog=${EDITED}`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Чай чёрный с чабрецом' });
    await expect(dialog.getByText('Состав и аллергены уточняйте у продавца')).toBeVisible();

    // Known again, with milk contained and nuts as traces.
    await page.goto(`/admin/products/${EDITED}`);
    await waitForHydration(page);
    await page.getByLabel('Аллергены не указаны').uncheck();
    await page.getByRole('group', { name: 'Содержит' }).getByLabel('Молоко').check();
    await page.getByRole('group', { name: 'Может содержать следы' }).getByLabel('Орехи').check();
    // A piece heavier than the product is refused; a cup of 200 ml is what «на 1 шт.» counts then.
    const piece = page.getByLabel('Вес 1 шт., г (мл)');
    await expect(piece).toHaveValue('400');
    await piece.fill('401');
    await save.click();
    await expect(page.getByText('Вес 1 шт. не больше веса товара')).toBeVisible();
    await piece.fill('200');
    await save.click();
    await expect(page.getByText('Товар сохранён')).toBeVisible();
    await page.goto(`/?pirog=${EDITED}`);
    await waitForHydration(page);
    const known = page.getByRole('dialog', { name: 'Чай чёрный с чабрецом' });
    await expect(known.getByRole('list', { name: 'Аллергены' }).getByRole('listitem')).toHaveText(['Молоко']);
    await expect(known).toContainText('Может содержать следы: орехи');
    await expect(known.getByText('Состав и аллергены уточняйте у продавца')).toHaveCount(0);
    await expect(known.getByRole('columnheader', { name: 'на 1 шт. (200 мл)' })).toBeVisible();
  } finally {
    const now = await (await staff.get(path)).json();
    const restored = await staff.put(path, { data: { product: seeded.product, version: now.version } });
    expect(restored.status(), await restored.text()).toBe(200);
    await staff.dispose();
  }
});
