import { expect, type Page, test } from '@playwright/test';
import { collectProblems, storedCartLines, waitForHydration } from './support/app';
import { checkoutPanel as panel } from './support/checkout';

/**
 * Issue 27 (8): points set aside for a payment do not stay «Зарезервировано
 * для оплаты» for a cart that changed. The profile says when held points come
 * back by themselves, and a change of the cart gives them back at once, in
 * the checkout, in the badge and, pushed, on the profile in another tab.
 */

const freshPhone = () => `+37529${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
const badge = (page: Page) => page.locator('.desktop-header [data-profile-button] .badge--points');

test('points chosen at checkout say when they come back, and come back when the cart changes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const problems = collectProblems(page);
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Алеся', phone: freshPhone(), email: '', password: 'pirog-password-1' },
    headers: { origin: baseURL ?? '' },
  });
  expect(signup.status(), await signup.text()).toBe(200);

  // Two lines, so no promotion applies (points never combine with one).
  await page.goto('/');
  await waitForHydration(page);
  for (let index = 0; index < 2; index += 1) {
    await page.locator('.product-card').nth(index).getByRole('button', { name: 'В корзину' }).click();
  }
  await expect.poll(() => storedCartLines(page)).toBe(2);
  await expect(badge(page)).toHaveText('300');

  // The profile in a second tab, on its points.
  const profile = await page.context().newPage();
  const profileProblems = collectProblems(profile);
  await profile.goto('/');
  await waitForHydration(profile);
  // A guest's button opens the sign-in modal: wait until this tab knows the account (it asks the server).
  await profile.locator('.desktop-header a[data-profile-button]').click();
  await expect(profile).toHaveURL(/\/user\/[0-9a-f-]{36}$/);
  await profile.getByRole('tab', { name: 'Баллы' }).click();
  await expect(profile.locator('[data-bonus-held]')).toHaveCount(0);

  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const chosenAt = Date.now();
  await panel(page).getByLabel('Сколько баллов списать').fill('200');
  await panel(page).getByRole('button', { name: 'Списать' }).click();
  await expect(panel(page).locator('[data-points-held]')).toHaveAttribute('data-points-held', '200');
  await expect(badge(page)).toHaveText('100');

  // The profile says how many are held and until when: 15 minutes from now.
  const held = profile.locator('[data-bonus-held]');
  await expect(held).toContainText('200 баллов');
  const until = /вернутся на счёт к (\d\d):(\d\d), если не будут потрачены/.exec((await held.textContent()) ?? '');
  expect(until, (await held.textContent()) ?? '').not.toBeNull();
  const shopTime = (at: number) =>
    new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Minsk' }).format(at);
  expect([shopTime(chosenAt + 15 * 60_000), shopTime(chosenAt + 16 * 60_000)]).toContain(`${until?.[1]}:${until?.[2]}`);

  // One more pie: the cart is not the one the points were chosen for, so they go back at once.
  await page.locator('[data-cart-line]').first().getByRole('button', { name: 'Больше' }).click();
  await expect(panel(page).locator('[data-points-held]')).toHaveCount(0);
  await expect(badge(page)).toHaveText('300');
  await expect(held).toHaveCount(0);
  await expect(badge(profile)).toHaveText('300');
  expect(problems).toEqual([]);
  expect(profileProblems).toEqual([]);
});
