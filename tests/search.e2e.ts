import { expect, type Page, test } from '@playwright/test';
import { collectProblems, waitForHydration } from './support/app';
import { seriousViolations } from './support/axe';
import { waitForController, waitForWarmUp } from './support/service-worker';

/*
 * Issue 30 in the browser: the header's search (a WAI-ARIA combobox) answers
 * at every keystroke, the phone's full-screen search, the shareable `/poisk`
 * page with its filter words, and the same results offline.
 */

interface CatalogueProduct {
  _id: string;
  title: string;
  allergens: { contains: string[]; mayContain: string[]; known: boolean };
  lean: boolean;
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const field = (page: Page) => page.getByRole('combobox', { name: 'Поиск по каталогу' });
/** The header field, hydrated once its own chunk has come (after the page's). */
const HEADER_FIELD = '.search-box--header .search-box__input';
const results = (page: Page) => page.getByRole('grid', { name: 'Результаты поиска' });

async function catalogue(page: Page): Promise<CatalogueProduct[]> {
  const answer = await page.request.get('/api/products/all');
  return ((await answer.json()) as { products: CatalogueProduct[] }).products;
}

test('the header finds cabbage typed with the wrong layout; arrows, Enter and Escape', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await waitForHydration(page, HEADER_FIELD);
  const combobox = field(page);
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await combobox.click();
  // Letter by letter, as a shopper types: the list follows every keystroke.
  await combobox.pressSequentially('rfgec', { delay: 40 });
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(results(page)).toContainText('Пирог с капустой и яйцом');
  await combobox.pressSequentially('nf', { delay: 40 });
  await expect(results(page).locator('.product-card').first()).toContainText('капуст');
  await expect(combobox).toHaveAttribute('aria-controls', (await results(page).getAttribute('id')) ?? 'missing');
  expect(await seriousViolations(page)).toEqual([]);

  // Arrows move the active option; the combobox names it.
  await combobox.press('ArrowDown');
  const activeId = await combobox.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
  await combobox.press('ArrowDown');
  await combobox.press('ArrowUp');
  expect(await combobox.getAttribute('aria-activedescendant')).toBe(activeId);
  const title = (
    await page.locator(`[id="${activeId}"] .product-card__title, [id="${activeId}"] a`).first().innerText()
  ).trim();
  await combobox.press('Enter');
  await expect(page).toHaveURL(/[?&]pirog=/);
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Escape closes the list.
  await combobox.click();
  await combobox.fill('пирог');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await combobox.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(results(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('nothing found says so and shows the popular products', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await waitForHydration(page, HEADER_FIELD);
  await field(page).click();
  await field(page).fill('шаурма');
  await expect(page.getByText('Ничего не нашли.')).toBeVisible();
  await expect(results(page).locator('.product-card').first()).toBeVisible();
});

test('at 390 px the search button opens the full-screen search; kapusta finds cabbage', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Поиск', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Поиск' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(PHONE.width);
  const combobox = dialog.getByRole('combobox', { name: 'Поиск по каталогу' });
  await expect(combobox).toBeFocused();
  await combobox.pressSequentially('kapusta', { delay: 30 });
  await expect(dialog.locator('.product-card').first()).toContainText('капуст');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('/poisk?q=пирок is rendered on the server, and Back returns', async ({ page, request }) => {
  const html = (await (await request.get(`/poisk?q=${encodeURIComponent('пирок')}`)).text()).replaceAll('<!-- -->', '');
  expect(html).toContain('<title>Поиск — ');
  expect(html).toContain('Пирог с мясом');
  expect(html).not.toContain('Ничего не нашли');

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  // The field's code comes after the page's: this test is about the hydrated field (the next one, about before).
  await waitForHydration(page, HEADER_FIELD);
  await field(page).click();
  await field(page).fill('пирок');
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/poisk\?q=%D0%BF%D0%B8%D1%80%D0%BE%D0%BA/);
  await expect(page.getByRole('heading', { name: 'Поиск', level: 1 })).toBeVisible();
  const pageField = page.getByRole('searchbox', { name: 'Что ищем?' });
  await expect(pageField).toHaveValue('пирок');
  await expect(page.locator('#main .product-card').first()).toBeVisible();
  // Typing on the page replaces the entry: Back still leaves for the home page.
  await pageField.fill('пирог с мясом');
  await expect(page).toHaveURL(/q=%D0%BF%D0%B8%D1%80%D0%BE%D0%B3/);
  await expect(page.locator('#main .product-card').first()).toContainText('мясом');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a query with a NUL in a hand-made URL searches for its letters, with no error', async ({ page, request }) => {
  const url = `/poisk?q=%00${encodeURIComponent('капуста')}%07`;
  const html = await (await request.get(url)).text();
  expect(html).not.toContain('\u0000');
  const problems = collectProblems(page);
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole('searchbox', { name: 'Что ищем?' })).toHaveValue('капуста');
  await expect(page.locator('#main .product-card').first()).toContainText(/капуст/i);
  expect(problems).toEqual([]);
});

test('Enter in the header field before its code has come opens the search page all the same', async ({ page }) => {
  // The field's chunk never arrives: the server's field is all there is.
  await page.route('**/assets/SearchCombobox-*.js', () => {});
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await waitForHydration(page);
  await field(page).fill('пирок');
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/poisk\?q=%D0%BF%D0%B8%D1%80%D0%BE%D0%BA/);
  await expect(page.getByRole('heading', { name: 'Поиск', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Что ищем?' })).toHaveValue('пирок');
  await expect(page.locator('#main .product-card').first()).toBeVisible();
});

test('a result on /poisk opens its product over the results, and closing it comes back to them', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/poisk?q=${encodeURIComponent('капуста')}`);
  await waitForHydration(page, '#main .product-card__title a');
  const card = page.locator('#main .product-card').first();
  const title = ((await card.locator('.product-card__title').textContent()) ?? '').trim();
  await expect(card.locator('.product-card__title a')).toHaveAttribute('href', /^\/poisk\?q=.+&pirog=/);
  await card.locator('.product-card__title a').click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/poisk');
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('dialog.product-modal')).toHaveCount(0);
  await expect(page).toHaveURL(/\/poisk\?q=[^&]+$/);
  await expect(page.getByRole('searchbox', { name: 'Что ищем?' })).toHaveValue('капуста');
  await expect(page.locator('#main .product-card').first()).toContainText(title);
});

test('`без орехов` becomes bez=orehi and no product with nuts (or unknown allergens) is shown', async ({ page }) => {
  const problems = collectProblems(page);
  const products = await catalogue(page);
  const unsafe = new Set(
    products
      .filter((p) => !p.allergens.known || [...p.allergens.contains, ...p.allergens.mayContain].includes('orehi'))
      .map((p) => p._id),
  );
  expect(unsafe.size).toBeGreaterThan(0);
  await page.setViewportSize(DESKTOP);
  await page.goto('/poisk');
  await waitForHydration(page);
  const pageField = page.getByRole('searchbox', { name: 'Что ищем?' });
  await pageField.pressSequentially('пирог без орехов', { delay: 20 });
  await expect(page).toHaveURL(/bez=orehi/);
  await expect(page.getByText('Фильтры: без орехов')).toBeVisible();
  const cards = page.locator('#main .product-card');
  const shownIds = () => cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-product-id')));
  // The URL changes in the same keystroke's navigation, the list a render later: wait for the list itself.
  await expect
    .poll(async () => {
      const shown = await shownIds();
      return shown.length > 0 && shown.every((id) => id !== null && !unsafe.has(id));
    })
    .toBe(true);
  // The link restores it, server-rendered.
  await page.goto('/poisk?q=пирог&bez=orehi');
  await waitForHydration(page);
  const again = await shownIds();
  expect(again.length).toBeGreaterThan(0);
  expect(again.filter((id) => id !== null && unsafe.has(id))).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // The page's filter controls add to the words' filter, in the URL, counted before applying.
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  const panel = page.getByRole('dialog', { name: 'Фильтры' });
  await panel.getByRole('checkbox', { name: 'Постное' }).check();
  await expect(panel.getByRole('status')).toHaveText(/^Подходит \d+ товар/);
  await panel.getByRole('button', { name: /^Показать/ }).click();
  await expect(page).toHaveURL(/postnoe=1/);
  await expect(page).toHaveURL(/bez=orehi/);
  const lean = new Set(products.filter((p) => p.lean).map((p) => p._id));
  const leanAndSafe = (id: string | null) => id !== null && lean.has(id) && !unsafe.has(id);
  await expect
    .poll(async () => {
      const filtered = await shownIds();
      return filtered.length > 0 && filtered.every(leanAndSafe);
    })
    .toBe(true);
  expect(problems).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the header search still finds клюква', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await waitForHydration(page);
    await waitForController(page);
    await waitForWarmUp(page);
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page, HEADER_FIELD);
    await field(page).click();
    await field(page).pressSequentially('клюква', { delay: 30 });
    await expect(results(page)).toContainText('Морс клюквенный');
    // The search page opens from its cached document and searches the cached catalogue.
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/poisk\?q=/);
    await expect(page.locator('#main .product-card').first()).toContainText('Морс клюквенный');
    await context.setOffline(false);
  });
});
