import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/app';
import { freezeClock } from './support/clock';
import { FIRST_VISIT } from './support/first-visit';

test.describe('branded loader', () => {
  test.use(FIRST_VISIT);

  test('covers the first paint, is gone after its 2.5 s animation, and never returns on client navigation', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const loader = page.getByTestId('brand-loader');
    await expect(loader).toBeVisible();
    await expect(loader).toContainText('Выпекаем с теплом и любовью');
    await page.clock.fastForward(3_100);
    await expect(loader).toHaveCount(0);
    await page.getByRole('link', { name: 'Новости' }).first().click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(loader).toHaveCount(0);
  });

  test('is in the server HTML of the home page but not of /cart and /doneorder', async ({ request }) => {
    expect(await (await request.get('/')).text()).toContain('data-testid="brand-loader"');
    expect(await (await request.get('/cart')).text()).not.toContain('data-testid="brand-loader"');
    expect(await (await request.get('/doneorder')).text()).not.toContain('data-testid="brand-loader"');
  });
});

test('the floating contact button appears 2 s after load and opens the contacts', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/adresa');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Связаться' });
  await page.clock.fastForward(1_500);
  await expect(toggle).toHaveCount(0);
  await page.clock.fastForward(600);
  await expect(toggle).toBeVisible();
  const contacts = page.getByRole('list', { name: 'Связаться с нами' });
  await expect(contacts).toBeHidden();
  await toggle.click();
  await expect(contacts).toBeVisible();
  await expect(contacts.getByRole('link', { name: /Позвонить 7978/ })).toHaveAttribute('href', 'tel:7978');
  await page.keyboard.press('Escape');
  await expect(contacts).toBeHidden();
});

test('the scroll-to-top button appears past 200 px and takes the page to the top', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Наверх' });
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(200);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 260));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** The element's box once two reads a frame-and-more apart agree (an animation moving it has ended). */
async function settledBox(locator: Locator): Promise<{ x: number; y: number }> {
  let last = await locator.boundingBox();
  await expect
    .poll(async () => {
      await locator.page().waitForTimeout(50);
      const now = await locator.boundingBox();
      const still = now !== null && last !== null && now.x === last.x && now.y === last.y;
      last = now;
      return still;
    })
    .toBe(true);
  if (!last) throw new Error('the element has no box');
  return last;
}

/**
 * Moves the held pointer towards (x, y) until the button follows it: the drag machinery is fetched on the first
 * interaction and runs only once it has come, and a gesture that ends before then is no drag at all (on a busy
 * machine a 12-step move once ended first, and the button never moved).
 */
async function dragUntilItFollows(page: Page, x: number, y: number, startX: number): Promise<void> {
  const button = page.getByTestId('draggable-favorite').getByRole('button');
  let wiggle = 0;
  await expect
    .poll(
      async () => {
        wiggle += 1;
        await page.mouse.move(x + (wiggle % 2) * 10, y, { steps: 3 });
        return Math.round((await button.boundingBox())?.x ?? startX);
      },
      { timeout: 10_000 },
    )
    .toBeLessThan(Math.round(startX) - 100);
}

test('a dragged favorites button stays where it was put after a reload, and a tap still opens favorites', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const draggable = page.getByTestId('draggable-favorite');
  const button = draggable.getByRole('button');
  await expect(button).toBeVisible();
  const before = await button.boundingBox();
  if (!before) throw new Error('the favorites button has no box');
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await dragUntilItFollows(page, before.x - 800, before.y - 300, before.x);
  await page.mouse.up();
  // Let go on the left half of the screen, it snaps to the left edge.
  await expect.poll(async () => Math.round((await button.boundingBox())?.x ?? -1)).toBeLessThan(24);
  // The snap is a 200 ms glide: the place it keeps is where the glide ends, not a box read on the way there.
  const after = await settledBox(button);
  expect(after.y).toBeLessThan(before.y - 200);
  // A drag is not a click: the favorites modal stays closed.
  await expect(page.locator('dialog.favorites-modal')).not.toHaveAttribute('open');

  await page.waitForTimeout(300);
  await page.reload();
  await waitForHydration(page);
  await expect(button).toBeVisible();
  await expect.poll(async () => Math.round((await button.boundingBox())?.x ?? 0)).toBe(Math.round(after.x));
  await button.click();
  await expect(page.locator('dialog.favorites-modal')).toHaveAttribute('open', '');
});

test('the drag machinery is fetched on the first interaction, and a drag begun while it arrives still moves the button', async ({
  page,
}) => {
  const DRAG_CHUNK = /\/assets\/drag-features-[\w-]+\.js$/;
  const requested: string[] = [];
  let served = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(DRAG_CHUNK, async (route) => {
    requested.push(route.request().url());
    // A slow line, held until the shopper's press has begun (a fixed delay lost the race on a busy machine).
    await released;
    await route.continue();
    served = true;
  });
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByTestId('draggable-favorite').getByRole('button');
  await expect(button).toBeVisible();
  await page.waitForTimeout(500);
  expect(requested, 'fetched before any interaction').toEqual([]);

  const before = await button.boundingBox();
  if (!before) throw new Error('the favorites button has no box');
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(before.x - 100, before.y - 100, { steps: 4 });
  await expect.poll(() => requested.length, { message: 'the press asks for the chunk' }).toBe(1);
  release();
  await expect.poll(() => served).toBe(true);
  // The chunk still has to run before the held press becomes a drag: the finger keeps moving until the button
  // follows it (a move that ends before then is no drag at all).
  await dragUntilItFollows(page, before.x - 800, before.y - 300, before.x);
  await page.mouse.up();
  expect(requested).toHaveLength(1);
  await expect.poll(async () => Math.round((await button.boundingBox())?.x ?? -1)).toBeLessThan(24);
  await expect(page.locator('dialog.favorites-modal')).not.toHaveAttribute('open');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer locks page scrolling while open and gives the position back on close', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(800);
    // The compact menu carries the drawer toggle once the header has scrolled away.
    await page.getByTestId('compact-menu').getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.locator('dialog.drawer')).toHaveAttribute('open', '');
    expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.body.style.top)).toBe('-800px');
    await page.locator('dialog.drawer').getByRole('button', { name: 'Закрыть меню' }).click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(800);
    expect(await page.evaluate(() => document.body.style.position)).toBe('');
  });

  test('the cart button shows the unit count and leads to the cart', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('.product-card').first().getByRole('button', { name: 'В корзину' }).click();
    const cart = page.getByTestId('draggable-cart').getByRole('link', { name: /Корзина, товаров: 1/ });
    await expect(cart).toBeVisible();
    await cart.click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test('the customer submenu opens after 300 ms of hover and closes 150 ms after leaving', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  // The submenu's code comes after the page's: a hover before it has hydrated starts no timer.
  await waitForHydration(page, '.desktop-header .submenu__toggle');
  await page.clock.fastForward(3_100);
  const toggle = page.locator('.desktop-header').getByRole('button', { name: 'Покупателям' });
  const list = page.locator('.desktop-header .submenu__list');
  await toggle.hover();
  await page.clock.runFor(250);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.clock.runFor(100);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('link', { name: 'Оплата' })).toBeVisible();
  await page.mouse.move(5, 600);
  await page.clock.runFor(100);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(100);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
