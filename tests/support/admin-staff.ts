import { type APIRequestContext, request as apiRequest, expect, type Page } from '@playwright/test';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { waitForHydration } from './app';
import { e2eAdmin } from './e2e-admins';

/** An API client signed in as one of the run's admins, calling as the shop's own pages do (same origin). */
export async function adminApiContext(baseURL: string): Promise<APIRequestContext> {
  const context = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signin = await context.post(buildPath(endpoints.staffSignin), {
    data: e2eAdmin(),
  });
  expect(signin.status(), await signin.text()).toBe(200);
  return context;
}

/** Opens `path` of the back office and signs in there as one of the run's admins (the board's sign-in form). */
export async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible({ timeout: 15_000 });
  const admin = e2eAdmin();
  await page.getByLabel('Логин').fill(admin.login);
  await page.getByLabel('Пароль').fill(admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}
