import { type APIRequestContext, request as apiRequest, expect, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/db/seed/staff';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { waitForHydration } from './app';

/** The README's demo admin (admin / pirog-admin). */
export const DEMO_ADMIN = (() => {
  const admin = DEMO_STAFF.find((account) => account.login === 'admin');
  if (!admin) throw new Error('no demo admin');
  return admin;
})();

/** An API client signed in as the demo admin, calling as the shop's own pages do (same origin). */
export async function adminApiContext(baseURL: string): Promise<APIRequestContext> {
  const context = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signin = await context.post(buildPath(endpoints.staffSignin), {
    data: { login: DEMO_ADMIN.login, password: DEMO_ADMIN.password },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  return context;
}

/** Opens `path` of the back office and signs in there as the demo admin (the board's sign-in form). */
export async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Логин').fill(DEMO_ADMIN.login);
  await page.getByLabel('Пароль').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}
