import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/app';

/**
 * Cookie banner and settings (SPEC §3, §4, §5, §9; issue 6 item 2).
 */

const KEY = 'teply-pirog:cookie-settings';
const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const DEFAULT_PUSH = ['consent', 'default', { ...DENIED, wait_for_update: 500 }];

/** The stored cookie settings record, or null. */
function storedRecord(page: Page): Promise<{ version: number; savedAt: number; data: unknown } | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }, KEY);
}

/** The Consent Mode commands in window.dataLayer; gtag pushes `arguments` objects, read back as arrays. */
function consentPushes(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => {
    const dataLayer = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
    return dataLayer
      .filter((entry) => typeof entry === 'object' && entry !== null && 'length' in entry)
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'consent');
  });
}

/** Home page, hydrated, with the consent host started (its default push is its first act). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => consentPushes(page)).toContainEqual(DEFAULT_PUSH);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Согласие на cookie' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Настройки cookie' });
const toggle = (page: Page, name: string) => settingsDialog(page).getByRole('switch', { name });
const footerSettingsLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie', exact: true });

test.describe('cookie consent', () => {
  test('first visit shows the banner; «Принять» grants both, is stored and hides it for good', async ({ page }) => {
    await openHome(page);
    await expect(banner(page)).toBeVisible();
    const policy = banner(page).getByRole('link', { name: /Политике в отношении файлов cookie/ });
    await expect(policy).toHaveAttribute('href', '/docs/cookies');
    await expect(policy).toHaveAttribute('target', '_blank');
    expect(await storedRecord(page)).toBeNull();
    expect(await consentPushes(page)).toEqual([DEFAULT_PUSH]);

    await banner(page).getByRole('button', { name: 'Принять', exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await storedRecord(page))?.data).toEqual({ adStorage: true, analyticsStorage: true, policyAccepted: true });
    expect(await consentPushes(page)).toEqual([DEFAULT_PUSH, ['consent', 'update', GRANTED]]);

    await page.reload();
    await waitForHydration(page);
    // The stored choice is announced right after the default, in the same effect that would show the banner.
    await expect.poll(() => consentPushes(page)).toEqual([DEFAULT_PUSH, ['consent', 'update', GRANTED]]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('the server renders the banner for a device that has not chosen, and leaves it out once it has', async ({
    page,
    request,
  }) => {
    const bannerMarkup = 'aria-label="Согласие на cookie"';
    // Issue 12: the banner is in the server's HTML, so it paints with the page (not a late LCP element).
    expect(await (await request.get('/akcii')).text()).toContain(bannerMarkup);

    await openHome(page);
    await banner(page).getByRole('button', { name: 'Отклонить', exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'tp_cookie_choice')?.value).toBe('1');

    // The next page load comes from the server without the banner: no flash.
    const served = await page.request.get('/akcii');
    expect(await served.text()).not.toContain(bannerMarkup);
    // A device without the cookie still gets the banner (the server's page cache keeps the two apart).
    expect(await (await request.get('/akcii')).text()).toContain(bannerMarkup);
  });

  test('a choice stored before the hint cookie existed sets it on the next visit', async ({ page }) => {
    await page.addInitScript((key) => {
      if (window.localStorage.getItem(key) === null) {
        window.localStorage.setItem(
          key,
          JSON.stringify({
            version: 1,
            savedAt: Date.now(),
            data: { adStorage: false, analyticsStorage: false, policyAccepted: true },
          }),
        );
      }
    }, KEY);
    await openHome(page);
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'tp_cookie_choice')?.value)
      .toBe('1');
  });

  test('«Отклонить» denies both, is stored and hides the banner', async ({ page }) => {
    await openHome(page);
    await banner(page).getByRole('button', { name: 'Отклонить', exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await storedRecord(page))?.data).toEqual({
      adStorage: false,
      analyticsStorage: false,
      policyAccepted: true,
    });
    expect(await consentPushes(page)).toEqual([DEFAULT_PUSH, ['consent', 'update', DENIED]]);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => consentPushes(page)).toHaveLength(2);
    await expect(banner(page)).toHaveCount(0);
  });

  test('«Настройки»: toggles after 250 ms, technical locked on, «Сохранить» stores the choice', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-12-01T10:00:00') });
    await openHome(page);
    // Let the page settle, then stop time: from here only runFor() moves it.
    await page.clock.pauseAt(new Date('2026-12-01T10:01:00'));

    await banner(page).getByRole('button', { name: 'Настройки', exact: true }).click();
    await expect(settingsDialog(page)).toBeVisible();
    await expect(settingsDialog(page).getByRole('switch')).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(settingsDialog(page).getByRole('switch')).toHaveCount(0);
    await page.clock.runFor(50);
    await expect(settingsDialog(page).getByRole('switch')).toHaveCount(3);

    const technical = toggle(page, 'Технические cookie');
    await expect(technical).toBeChecked();
    await expect(technical).toBeDisabled();
    await expect(toggle(page, 'Аналитические cookie')).not.toBeChecked();
    await expect(toggle(page, 'Рекламные cookie')).not.toBeChecked();

    await toggle(page, 'Аналитические cookie').click();
    await expect(toggle(page, 'Аналитические cookie')).toBeChecked();
    await settingsDialog(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(settingsDialog(page)).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect((await storedRecord(page))?.data).toEqual({
      adStorage: false,
      analyticsStorage: true,
      policyAccepted: true,
    });
    expect(await consentPushes(page)).toEqual([
      DEFAULT_PUSH,
      [
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);

    // Opened again (now from the footer): the saved state is loaded.
    await footerSettingsLink(page).click();
    await expect(settingsDialog(page)).toBeVisible();
    await page.clock.runFor(250);
    await expect(toggle(page, 'Аналитические cookie')).toBeChecked();
    await expect(toggle(page, 'Рекламные cookie')).not.toBeChecked();
    await expect(toggle(page, 'Технические cookie')).toBeChecked();
  });

  test('«Закрыть» and Escape only close: unsaved toggles are dropped, nothing is stored', async ({ page }) => {
    await openHome(page);
    await banner(page).getByRole('button', { name: 'Настройки', exact: true }).click();
    await toggle(page, 'Рекламные cookie').click();
    await expect(toggle(page, 'Рекламные cookie')).toBeChecked();
    await settingsDialog(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(settingsDialog(page)).toBeHidden();
    expect(await storedRecord(page)).toBeNull();
    expect(await consentPushes(page)).toEqual([DEFAULT_PUSH]);
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole('button', { name: 'Настройки', exact: true }).click();
    await expect(toggle(page, 'Рекламные cookie')).not.toBeChecked();
    await toggle(page, 'Аналитические cookie').click();
    await page.keyboard.press('Escape');
    await expect(settingsDialog(page)).toBeHidden();
    expect(await storedRecord(page)).toBeNull();
    expect(await consentPushes(page)).toEqual([DEFAULT_PUSH]);
  });

  test('the settings modal is modal, and focus returns to the control that opened it', async ({ page }) => {
    await openHome(page);
    await banner(page).getByRole('button', { name: 'Отклонить', exact: true }).click();
    const opener = footerSettingsLink(page);
    // The footer hydrates after the page's main part; a key pressed on its button before then does nothing.
    await waitForHydration(page, 'footer .cookie-settings-link');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(settingsDialog(page)).toBeVisible();
    expect(await page.locator('dialog.cookie-settings').evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(toggle(page, 'Аналитические cookie')).toBeVisible();
    // Tab never leaves the dialog: the page behind it is inert.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.activeElement?.closest('dialog.cookie-settings') !== null);
      const onBody = await page.evaluate(() => document.activeElement === document.body);
      expect(inside || onBody).toBe(true);
    }
    await settingsDialog(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(opener).toBeFocused();
  });

  test('corrupt stored settings are replaced with the defaults: the banner shows', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, '{"version":1,'), KEY);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openHome(page);
    await expect(banner(page)).toBeVisible();
    expect(warnings.some((text) => text.includes(KEY))).toBe(true);
  });
});
