import { type APIRequestContext, expect, test } from '@playwright/test';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { isoToShopLocal } from '../src/features/admin/promo-form';
import { adminApiContext, signInAsAdmin } from './support/admin-staff';
import { collectProblems } from './support/app';
import { seriousViolations } from './support/axe';

/*
 * Promotions in the back office (issue 29): the admin builds a promo in the
 * browser, its live preview prices a sample cart, and after publishing the
 * shop's quote charges exactly that; a published promo whose window starts
 * a few seconds later starts applying by itself, with no restart. Each test
 * uses a product no other test file names and no seeded promo covers, and
 * archives or deletes its promos at the end, so parallel tests never see them.
 */
const PREVIEW_PRODUCT = 'rulet-mak';
const PREVIEW_TITLE = 'Рулет с маком';
const SCHEDULED_PRODUCT = 'vareniki-vishnya';
const HOUR = 3600_000;

test.describe.configure({ mode: 'serial' });

/** What the shop charges for `count` units now: the quote's total and promo (BYN on the wire). */
async function quote(api: APIRequestContext, product: string, count: number) {
  const answer = await api.post(buildPath(endpoints.cartQuote), { data: { items: [{ _id: product, count }] } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { sum: number; total: number; promo: { _id: string } | null };
}

/** Archives a published promo (a draft is deleted), whatever state the test left it in. */
async function retire(api: APIRequestContext, id: string): Promise<void> {
  const current = await api.get(buildPath(endpoints.adminPromo, { id }));
  if (current.status() !== 200) return;
  const { promo, version } = await current.json();
  if (promo.status === 'draft') await api.delete(buildPath(endpoints.adminPromo, { id }), { data: { version } });
  else if (promo.status === 'published') {
    await api.put(buildPath(endpoints.adminPromoStatus, { id }), { data: { status: 'archived', version } });
  }
}

/** «42,70 руб.» → 42.7 */
const roubles = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('a promo built in the browser is priced by its preview exactly as the shop charges once published', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no base URL');
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems = collectProblems(page);
  const api = await adminApiContext(baseURL);
  let id: string | null = null;
  try {
    await signInAsAdmin(page, '/admin');
    await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Акции' }).click();
    await page.getByRole('link', { name: 'Новая акция' }).click();
    await expect(page.getByRole('heading', { name: 'Новая акция' })).toBeVisible();

    const now = Date.now();
    await page.getByLabel('Название').fill(`Каждый второй рулет с маком на 2 рубля дешевле ${now}`);
    await page.getByLabel('Начало').fill(isoToShopLocal(new Date(now - HOUR).toISOString()));
    await page.getByLabel('Окончание').fill(isoToShopLocal(new Date(now + 2 * HOUR).toISOString()));
    await page.getByLabel('Вид скидки').selectOption('fiat');
    await page.getByLabel('Размер скидки').fill('2,00');
    await page.getByLabel('Скидка на каждый N-й товар акции').fill('2');
    await page.getByLabel('Найти товар').fill(PREVIEW_TITLE);
    await page.getByRole('checkbox', { name: new RegExp(`^${PREVIEW_TITLE} —`) }).check();

    // The sample cart: three rolls, the second of them discounted.
    await page.getByLabel('Товар для корзины').selectOption(PREVIEW_PRODUCT);
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await page.getByLabel(`${PREVIEW_TITLE}, шт.`).fill('3');
    const total = page.getByTestId('promo-preview-total');
    await expect(total).toHaveText(/42,70/);
    const previewRow = page.getByRole('row', { name: new RegExp(PREVIEW_TITLE) });
    await expect(previewRow.getByRole('cell').nth(2)).toHaveText('1');

    // The engine's own Russian words for a promo it would refuse.
    await page.getByLabel('Окончание').fill(isoToShopLocal(new Date(now - 2 * HOUR).toISOString()));
    await expect(page.getByTestId('promo-preview-problem')).toContainText('дата начала позже даты окончания');
    await page.getByLabel('Окончание').fill(isoToShopLocal(new Date(now + 2 * HOUR).toISOString()));
    await expect(total).toHaveText(/42,70/);
    const previewed = roubles((await total.textContent()) ?? '');

    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page).toHaveURL(/\/admin\/promos\/promo-[0-9a-f]{12}$/);
    id = new URL(page.url()).pathname.split('/').pop() ?? null;
    await expect(page.getByText('Черновик', { exact: true })).toBeVisible();
    // The saved promo's page starts its sample cart with two of its first product.
    await page.getByLabel(`${PREVIEW_TITLE}, шт.`).fill('3');
    await expect(total).toHaveText(/42,70/);
    const before = await quote(api, PREVIEW_PRODUCT, 3);
    expect(before.promo).toBeNull();
    expect(before.total).toBe(before.sum);

    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(page.getByText('Действует', { exact: true })).toBeVisible();
    await expect(page.getByLabel(`${PREVIEW_TITLE}, шт.`)).toHaveValue('3');
    await expect(total).toHaveText(/42,70/);
    const charged = await quote(api, PREVIEW_PRODUCT, 3);
    expect(charged.promo?._id).toBe(id);
    expect(charged.total).toBe(previewed);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('promo-1440.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('promo-390.png'), fullPage: true });

    await page.getByRole('button', { name: 'В архив' }).click();
    await expect(page.getByText('В архиве', { exact: true })).toBeVisible();
    expect((await quote(api, PREVIEW_PRODUCT, 3)).promo).toBeNull();
    expect(problems).toEqual([]);
  } finally {
    if (id) await retire(api, id);
    await api.dispose();
  }
});

test('a published promo whose window starts in a few seconds is not applied before, and is after, by itself', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('no base URL');
  const problems = collectProblems(page);
  const api = await adminApiContext(baseURL);
  let id: string | null = null;
  try {
    const start = Date.now() + 10_000;
    const created = await api.post(buildPath(endpoints.adminPromoCreate), {
      data: {
        title: `Вареники с вишней за полцены ${start}`,
        dateTimeFrom: new Date(start).toISOString(),
        dateTimeTo: new Date(start + HOUR).toISOString(),
        discountPercent: 50,
        items: [{ _id: SCHEDULED_PRODUCT }],
        status: 'published',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    id = (await created.json()).promo._id as string;
    expect((await quote(api, SCHEDULED_PRODUCT, 2)).promo).toBeNull();

    await signInAsAdmin(page, '/admin/promos');
    const row = page.getByRole('row', { name: new RegExp(`Вареники с вишней за полцены ${start}`) });
    await expect(row.getByText('Запланирована', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('promos-list.png'), fullPage: true });
    expect(Date.now()).toBeLessThan(start);

    await expect
      .poll(async () => (await quote(api, SCHEDULED_PRODUCT, 2)).promo?._id ?? null, {
        timeout: 30_000,
        intervals: [500],
      })
      .toBe(id);
    expect(Date.now()).toBeGreaterThanOrEqual(start);
    const applied = await quote(api, SCHEDULED_PRODUCT, 2);
    expect(applied.total).toBeCloseTo(applied.sum / 2, 2);
    const shown = await (await api.get(buildPath(endpoints.promos))).json();
    expect(shown.promosData.map((promo: { _id: string }) => promo._id)).toContain(id);
    expect(problems).toEqual([]);
  } finally {
    if (id) await retire(api, id);
    await api.dispose();
  }
});
