import { expect, type Page, test } from '@playwright/test';
import { collectProblems, waitForHydration } from './support/app';

const MESSAGE = 'Курник был просто чудесный, спасибо пекарям!';

async function openForm(page: Page) {
  await page.goto('/feedback');
  await waitForHydration(page, 'form.feedback-form');
  return {
    name: page.getByLabel('Как вас зовут'),
    contact: page.getByLabel('Телефон или e-mail'),
    shop: page.getByLabel(/Пекарня/),
    message: page.getByLabel('Сообщение'),
    submit: page.getByRole('button', { name: /Отправить|Отправляем/ }),
  };
}

test('success: the «Отправка...» toast, then the server message, and the form clears', async ({ page }) => {
  const problems = collectProblems(page);
  // Hold the real request until the sending state has been checked; then it goes on to the server.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/feedback', async (route) => {
    await held;
    await route.continue();
  });
  const form = await openForm(page);
  await form.name.fill('Анна');
  // A common Belarusian spelling: shown back in the one format, sent as E.164.
  await form.contact.fill('8 029 123-45-67');
  await form.contact.blur();
  await form.shop.selectOption({ index: 1 });
  await expect(form.contact).toHaveValue('+375 29 123-45-67');
  await expect(form.contact).not.toHaveAttribute('aria-invalid', 'true');
  await form.message.fill(MESSAGE);
  await expect(page.getByText(`${MESSAGE.length} / 2000`)).toBeVisible();

  const request = page.waitForRequest('**/api/feedback');
  await form.submit.click();
  await expect(page.getByText('Отправка...')).toBeVisible();
  await expect(form.submit).toBeDisabled();
  await expect(form.submit).toHaveText('Отправляем…');
  const sent = (await request).postDataJSON() as Record<string, string>;
  release();
  expect(sent).toMatchObject({ name: 'Анна', contact: '+375291234567', message: MESSAGE });
  expect(typeof sent.shopId).toBe('string');

  await expect(page.getByRole('status').filter({ hasText: /Спасибо/ })).toBeVisible();
  await expect(form.name).toHaveValue('');
  await expect(form.contact).toHaveValue('');
  await expect(form.message).toHaveValue('');
  await expect(form.shop).toHaveValue('');
  await expect(form.submit).toBeEnabled();
  expect(problems).toEqual([]);
});

test('client validation: a bad phone is explained inline and nothing is sent', async ({ page }) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/feedback')) posted += 1;
  });
  const form = await openForm(page);
  await form.name.fill('Анна');
  await form.contact.fill('+7 999 123-45-67');
  await form.message.fill(MESSAGE);
  await form.submit.click();

  const error = page.getByText('Укажите телефон в формате +375 29 123-45-67 или e-mail');
  await expect(error).toBeVisible();
  await expect(form.contact).toHaveAttribute('aria-invalid', 'true');
  await expect(form.contact).toBeFocused();
  // The message is tied to the field for screen readers.
  const describedBy = (await form.contact.getAttribute('aria-describedby')) ?? '';
  expect(describedBy.split(' ')).toContain(await error.getAttribute('id'));

  // Fixing the number clears the message as one types.
  await form.contact.fill('+375 44 765-43-21');
  await expect(error).toHaveCount(0);
  await expect(form.contact).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);
});

test('empty form: every required field says what is missing', async ({ page }) => {
  const form = await openForm(page);
  await form.submit.click();
  await expect(page.getByText('Укажите имя')).toBeVisible();
  await expect(page.getByText('Сообщение слишком короткое')).toBeVisible();
  await expect(form.name).toBeFocused();
});

for (const failure of [
  { status: 500, body: '', toast: 'Не удалось отправить сообщение. Попробуйте ещё раз.' },
  {
    status: 429,
    body: JSON.stringify({ message: 'Слишком много сообщений. Попробуйте через несколько минут.' }),
    toast: 'Слишком много сообщений. Попробуйте через несколько минут.',
  },
]) {
  test(`server failure ${failure.status}: the error toast, and what was typed stays`, async ({ page }) => {
    await page.route('**/api/feedback', (route) =>
      route.fulfill({
        status: failure.status,
        contentType: failure.body ? 'application/json' : 'text/plain',
        body: failure.body,
      }),
    );
    const form = await openForm(page);
    await form.name.fill('Анна');
    await form.contact.fill('anna@mail.by');
    await form.message.fill(MESSAGE);
    await form.submit.click();

    await expect(page.getByText(failure.toast)).toBeVisible();
    await expect(form.name).toHaveValue('Анна');
    await expect(form.contact).toHaveValue('anna@mail.by');
    await expect(form.message).toHaveValue(MESSAGE);
    await expect(form.submit).toBeEnabled();
  });
}
