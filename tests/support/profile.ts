import type { Locator, Page } from '@playwright/test';

/**
 * The profile button with its points badge where the shopper finds it: in the
 * desktop header, or in the drawer on a phone (the drawer is opened for it).
 */
export async function profileButton(page: Page): Promise<Locator> {
  const inHeader = page.locator('.desktop-header [data-profile-button]');
  if (await inHeader.isVisible()) return inHeader;
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  return page.locator('#mobile-drawer [data-profile-button]');
}

/** The points on the profile button's badge (`null` while the badge shows none). */
export const pointsBadge = (button: Locator): Locator => button.locator('.badge--points');
