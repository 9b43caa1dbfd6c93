import { type APIRequestContext, request as apiRequest, type Browser, expect, type Page, test } from '@playwright/test';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { collectProblems, waitForHydration } from './support/app';
import { seriousViolations } from './support/axe';
import { e2eAdmin } from './support/e2e-admins';

/*
 * «Доставка» and «Сотрудники» of the back office (issue 29) as the demo admin
 * uses them, on a phone and on a laptop. The zone changed is one no other
 * test names (Фрунзенский), to a fee between the other zones' (so no page
 * text built from the fees changes), and its fee is put back exactly at the
 * end; the global settings (window length, capacities) are never touched
 * here — the server tests change those. Each run makes its own staff account.
 */
const ZONE = 'frunzenskiy';
const ZONE_TITLE = 'Фрунзенский район';
const admin = e2eAdmin();
if (!admin) throw new Error('no demo admin');

/** The browser's own line for a request refused on purpose (the signed-out tablet's 401). */
const EXPECTED_NOISE = /status of 401|WebSocket connection to .* failed/;

test.describe.configure({ mode: 'serial' });

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const context = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signin = await context.post(buildPath(endpoints.staffSignin), {
    data: { login: admin?.login, password: admin?.password },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  return context;
}

/** The zone as the back office reads it, in the wire form (BYN). */
async function readZone(api: APIRequestContext): Promise<{ zone: Record<string, unknown>; version: number }> {
  return (await api.get(buildPath(endpoints.adminDeliveryZone, { id: ZONE }))).json();
}

async function shopFee(request: APIRequestContext): Promise<number | undefined> {
  const answer = await (await request.get(buildPath(endpoints.deliveryOptions))).json();
  return answer.zones.find((zone: { _id: string }) => zone._id === ZONE)?.fee;
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function signInAt(page: Page, path: string, login: string, password: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** A shop tablet signed in as the account, on its board. */
async function tabletOf(browser: Browser, login: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = collectProblems(page);
  await signInAt(page, '/staff', login, password);
  await expect(page.getByRole('region', { name: 'Новые', exact: true })).toBeVisible({ timeout: 15_000 });
  return { context, page, problems };
}

for (const width of [390, 1440]) {
  test(`the admin changes a zone’s fee and manages a staff account at ${width} px`, async ({
    page,
    baseURL,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('no base URL');
    await page.setViewportSize({ width, height: 900 });
    const problems = collectProblems(page);
    const api = await adminApi(baseURL);
    const seed = await readZone(api);
    const seedFee = seed.zone.fee as number;
    try {
      await signInAt(page, '/admin', admin?.login ?? '', admin?.password ?? '');
      const nav = page.getByRole('navigation', { name: 'Разделы' });

      // A zone's fee, typed as BYN, reaches the shop's delivery options at once.
      await nav.getByRole('link', { name: 'Доставка' }).click();
      await expect(page.getByRole('heading', { name: 'Доставка', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Настройки доставки' })).toBeVisible();
      await expect(page.getByLabel('Длина окна доставки, мин')).toHaveValue('30');
      await expectAxeClean(page);

      // The couriers' week shows what is stored and refuses a backwards day before anything is sent
      // (the settings themselves are never saved here: other files' slots follow them).
      const settings = await (await api.get(buildPath(endpoints.adminDeliverySettings))).json();
      const wednesday = settings.settings.deliveryHours[2];
      const week = page.getByRole('group', { name: 'Часы доставки' });
      await expect(week.getByRole('checkbox', { name: 'Выходной' })).toHaveCount(7);
      if (wednesday) await expect(week.locator('#delivery-day-2-opens')).toHaveValue(wednesday.opens);
      await week.getByRole('checkbox', { name: 'Выходной' }).nth(2).uncheck();
      await week.locator('#delivery-day-2-opens').fill('22:00');
      await week.locator('#delivery-day-2-closes').fill('08:00');
      await page.getByRole('button', { name: 'Сохранить настройки' }).click();
      await expect(week.getByText('Курьеры должны начинать раньше, чем заканчивают')).toBeVisible();
      const after = await (await api.get(buildPath(endpoints.adminDeliverySettings))).json();
      expect(after.version).toBe(settings.version);

      await page.getByRole('button', { name: `Изменить: ${ZONE_TITLE}` }).click();
      const fee = page.getByLabel('Доставка, руб.');
      await expect(fee).toHaveValue('6,00');
      await fee.fill('пять');
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await expect(page.getByText('Стоимость доставки: сумма в рублях, например 5,00')).toBeVisible();
      await fee.fill('5,50');
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await expect(page.getByText('Район сохранён')).toBeVisible();
      await expect.poll(() => shopFee(request)).toBe(5.5);
      await expect(page.getByRole('row', { name: new RegExp(ZONE_TITLE) })).toContainText('5,50');
      await expectAxeClean(page);
      if (process.env.ADMIN_SCREENSHOTS)
        await page.screenshot({ path: `/tmp/admin-delivery-${width}.png`, fullPage: true });

      // A new account, signed in on a tablet, then its password reset from here: the tablet is signed out.
      const login = `e2e-${width}-${Date.now().toString(36)}`;
      await nav.getByRole('link', { name: 'Сотрудники' }).click();
      await expect(page.getByRole('heading', { name: 'Сотрудники', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Новый сотрудник' }).click();
      await page.getByLabel('Логин').fill(login);
      await page.getByLabel('Имя').fill('Проверка Браузером');
      await page.getByLabel('Пароль для первого входа').fill('short');
      await page.getByRole('group', { name: 'Пекарни' }).getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await expect(page.getByText('Пароль должен быть не короче 8 символов')).toBeVisible();
      await page.getByLabel('Пароль для первого входа').fill('pervyy-parol-1');
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      // The password is hashed with the shop's scrypt cost: seconds on a loaded machine.
      await expect(page.getByText('Сотрудник добавлен')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('row', { name: new RegExp(login) })).toBeVisible();

      const tablet = await tabletOf(browser, login, 'pervyy-parol-1');
      await page.getByLabel('Новый пароль').fill('novyy-parol-22');
      await page.getByRole('button', { name: 'Сбросить пароль' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Сменить пароль ${login}?`);
      await confirm.getByRole('button', { name: 'Выполнить' }).click();
      await expect(page.getByText('Пароль изменён: все входы сотрудника завершены')).toBeVisible();
      await expect(tablet.page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Входов сейчас: 0')).toBeVisible();
      await expectAxeClean(page);
      if (process.env.ADMIN_SCREENSHOTS)
        await page.screenshot({ path: `/tmp/admin-staff-${width}.png`, fullPage: true });

      // The new password signs the tablet in again; «выйти на всех устройствах» signs it out again.
      await tablet.page.getByLabel('Логин').fill(login);
      await tablet.page.getByLabel('Пароль').fill('novyy-parol-22');
      await tablet.page.getByRole('button', { name: 'Войти' }).click();
      await expect(tablet.page.getByRole('region', { name: 'Новые', exact: true })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Выйти на всех устройствах' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Выполнить' }).click();
      await expect(page.getByText('Сотрудник вышел на всех устройствах')).toBeVisible();
      await expect(tablet.page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible({ timeout: 20_000 });

      expect(tablet.problems.filter((problem) => !EXPECTED_NOISE.test(problem))).toEqual([]);
      await tablet.context.close();
      expect(problems.filter((problem) => !EXPECTED_NOISE.test(problem))).toEqual([]);
    } finally {
      // Whatever happened, the zone's fee is the seed's again.
      const now = await readZone(api);
      await api.put(buildPath(endpoints.adminDeliveryZone, { id: ZONE }), {
        data: { zone: { ...now.zone, fee: seedFee }, version: now.version },
      });
      expect(await shopFee(request)).toBe(seedFee);
      await api.dispose();
    }
  });
}
