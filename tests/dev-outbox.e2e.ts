import { expect, type Page, test } from '@playwright/test';
import { collectProblems, waitForHydration } from './support/app';
import { pointsBadge, profileButton } from './support/profile';

/**
 * Issue 27 item 5 as a new user tries it (README «Try it»): a shopper who forgot the password asks for a
 * code in the sign-in modal; on the developer's machine (no SMTP_URL, PUBLIC_URL this machine) the code is
 * read from `/dev/outbox` in another tab while the server runs, and it signs the shopper in.
 */

/** A phone nobody in this run's database has (tests run in parallel and may retry). */
const freshPhone = () => `+37529${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

/** The code in the newest message to `email` on the outbox page. */
async function codeOnOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/dev/outbox');
  const message = page.locator('li', { hasText: email }).first();
  await expect(message).toBeVisible();
  const text = await message.locator('pre').textContent();
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox message: ${text}`);
  return code;
}

for (const width of [390, 1440]) {
  test(`at ${width} px a forgotten password is recovered with the code from /dev/outbox`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `recovery-${Date.now()}-${width}@example.test`;
    const signup = await page.request.post('/api/auth/signup', {
      headers: { origin: String(baseURL) },
      data: { name: 'Алеся', phone: freshPhone(), email, password: 'старый-пароль-1' },
    });
    expect(signup.status()).toBe(200);
    await context.clearCookies();

    const problems = collectProblems(page);
    await page.goto('/');
    await waitForHydration(page);
    await (await profileButton(page)).click();
    const signin = page.getByRole('dialog', { name: 'Вход' });
    await signin.getByRole('button', { name: 'Забыли пароль?' }).click();
    const recovery = page.getByRole('dialog', { name: 'Восстановление пароля' });
    await recovery.getByLabel('Телефон или e-mail').fill(email);
    await recovery.getByRole('button', { name: 'Получить код' }).click();
    await expect(recovery.getByRole('status')).toContainText('отправили код');

    const outbox = await context.newPage();
    const outboxProblems = collectProblems(outbox);
    const code = await codeOnOutbox(outbox, email);
    await outbox.close();

    await recovery.getByLabel('Код').fill(code);
    await recovery.getByLabel('Новый пароль').fill('новый-пароль-1');
    await recovery.getByRole('button', { name: 'Сменить пароль и войти' }).click();
    // The new password is hashed at production cost (scrypt, N=2^17): seconds on a busy machine.
    await expect(recovery).toHaveCount(0, { timeout: 20_000 });
    await expect(pointsBadge(await profileButton(page))).toHaveText('300');
    expect(problems).toEqual([]);
    expect(outboxProblems).toEqual([]);
  });
}
