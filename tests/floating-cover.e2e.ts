import { expect, type Locator, type Page, test } from '@playwright/test';
import { storedCartLines, waitForHydration } from './support/app';

/**
 * Issue 12, item 4: the floating buttons (the draggable cart or favorites button,
 * the contact button and the scroll-to-top button) must cover no control at
 * rest, and a dragged one must not stay on the cart's totals or a form's submit
 * button.
 */

/** The floating buttons at rest; the contact links count too should they be shown without being asked for. */
const FLOATING = '.draggable, .scroll-to-top, .floating-contacts__toggle, .floating-contacts__link';
const INTERACTIVE = 'a, button, input, select, textarea, [role=button], summary, [tabindex]';

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;
const PAGES = ['/', '/cart', '/feedback', '/akcii', '/news', '/pirogi/napitki'] as const;

/**
 * Every visible interactive element that a floating button covers. An element
 * counts as covered where a floating button sits over a point of it the shopper
 * could otherwise see and tap: its box is clipped to the viewport and to its
 * scrolling ancestors, and a sampled point under a floating button counts when,
 * looking through the floating buttons and the wrappers around them that paint
 * nothing, the element itself is hit there. A control already hidden behind
 * something opaque (the page's fixed bars, a modal) is not counted.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ floatingSelector, interactiveSelector }) => {
      const floating = [...document.querySelectorAll<HTMLElement>(floatingSelector)].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
      });
      const isFloating = (node: Element) => floating.some((button) => button.contains(node));
      const modal = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal')).at(-1);
      const describe = (element: Element) => {
        const label =
          element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> «${label}»`;
      };

      /** The part of the element not clipped away by the viewport or an ancestor's overflow. */
      const visibleBox = (element: Element) => {
        const box = element.getBoundingClientRect();
        let left = Math.max(0, box.left);
        let top = Math.max(0, box.top);
        let right = Math.min(window.innerWidth, box.right);
        let bottom = Math.min(window.innerHeight, box.bottom);
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        return right > left && bottom > top ? { left, top, right, bottom } : null;
      };

      /** A wrapper of a floating button that paints nothing of its own (a list around the contact links). */
      const paintsNothing = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          style.backgroundColor === 'rgba(0, 0, 0, 0)' &&
          style.backgroundImage === 'none' &&
          style.boxShadow === 'none' &&
          Number.parseFloat(style.borderTopWidth) === 0
        );
      };
      const seeThrough = (element: Element) =>
        isFloating(element) || (floating.some((button) => element.contains(button)) && paintsNothing(element));
      /** The topmost element at a point, looking through the floating buttons and their empty wrappers. */
      const hitBehindFloating = (x: number, y: number) =>
        document.elementsFromPoint(x, y).find((element) => !seeThrough(element));

      const found: string[] = [];
      for (const element of document.querySelectorAll(interactiveSelector)) {
        if (isFloating(element) || floating.some((button) => element.contains(button))) continue;
        if (modal && !modal.contains(element)) continue;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || style.display === 'contents') continue;
        const own = visibleBox(element);
        if (!own) continue;
        for (const button of floating) {
          const cover = button.getBoundingClientRect();
          const left = Math.max(own.left, cover.left);
          const top = Math.max(own.top, cover.top);
          const right = Math.min(own.right, cover.right);
          const bottom = Math.min(own.bottom, cover.bottom);
          if (right - left < 1 || bottom - top < 1) continue;
          let covered = false;
          for (let y = top + 0.5; y < bottom && !covered; y += 4) {
            for (let x = left + 0.5; x < right && !covered; x += 4) {
              const hit = hitBehindFloating(x, y);
              if (hit && element.contains(hit)) covered = true;
            }
          }
          if (covered) found.push(`${describe(element)} under ${describe(button)}`);
        }
      }
      return found;
    },
    { floatingSelector: FLOATING, interactiveSelector: INTERACTIVE },
  );
}

/** Scrolls to the very end, again while the page grows (lazy sections), and lets smooth scrolling settle. */
async function scrollToEnd(page: Page) {
  for (let round = 0; round < 5; round += 1) {
    const end = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    await page.waitForTimeout(250);
    const atEnd = await page.evaluate(
      (height) =>
        document.documentElement.scrollHeight === height &&
        Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      end,
    );
    if (atEnd) return;
  }
}

async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(250);
}

/**
 * Waits until the floating buttons have come (the draggable after the first
 * paint, the contacts 2 s after load, the loader gone after 2.5 s), moving the
 * page's clock on instead of waiting those seconds out (see `installClock`).
 */
async function waitForFloating(page: Page) {
  await page.clock.fastForward(3_000);
  await expect(page.locator('.draggable:visible')).toHaveCount(1, { timeout: 10_000 });
  await expect(page.locator('.floating-contacts__toggle, .floating-contacts__link').first()).toBeVisible({
    timeout: 10_000,
  });
}

/** A page clock that runs at real speed but can jump ahead past the shell's timed entrances. */
async function installClock(page: Page) {
  await page.clock.install();
}

async function fillCart(page: Page) {
  await page.goto('/');
  await waitForHydration(page, '.product-card');
  for (const index of [0, 1]) {
    await page.locator('.product-card').nth(index).getByRole('button', { name: 'В корзину' }).click();
  }
  await expect(page.getByText(/добавлен в корзину/).first()).toBeVisible();
  // The app saves the cart a moment after each change: leave the page only once it is stored.
  await expect.poll(() => storedCartLines(page)).toBe(2);
}

async function scanPage(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  await waitForFloating(page);
  const found: string[] = [];
  const scan = async (state: string) => {
    await scrollToTop(page);
    for (const item of await coveredControls(page)) found.push(`${path}, ${state}, top: ${item}`);
    await scrollToEnd(page);
    for (const item of await coveredControls(page)) found.push(`${path}, ${state}, bottom: ${item}`);
  };
  // A first visit: the cookie banner is up; then the same page once the shopper has chosen.
  await scan('cookie banner shown');
  const accept = page.getByRole('button', { name: 'Принять', exact: true });
  if (await accept.isVisible()) {
    await accept.click();
    await expect(accept).toHaveCount(0);
    await scan('cookie banner answered');
  }
  return found;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`the floating buttons cover no control on ${path}`, async ({ page }) => {
        test.setTimeout(60_000);
        await installClock(page);
        if (path === '/cart') await fillCart(page);
        const found = await scanPage(page, path);
        if (path === '/cart') await expect(page.locator('[data-cart-line]')).toHaveCount(2);
        expect(found, `${found.length} covered controls`).toEqual([]);
      });
    }
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** Drags the draggable shown at this width (its button) and drops its centre on the target's centre. */
async function dropOn(page: Page, target: Locator) {
  const handle = page.locator('.draggable:visible');
  const from = await boxOf(handle);
  const to = await boxOf(target);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  return handle;
}

/** Waits until the dropped button has come to rest (its box holds for a few frames). */
async function restingBox(handle: Locator): Promise<Box> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await boxOf(handle));
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return boxOf(handle);
}

/** Asserts the dropped button snapped to the left or right edge, or went back home to the dock. */
async function expectOnEdgeOrHome(page: Page, box: Box) {
  const width = page.viewportSize()?.width ?? 0;
  const dock = await boxOf(page.locator('.floating-dock'));
  const onLeft = box.x <= 24;
  const onRight = box.x + box.width >= width - 24;
  const home = box.y >= dock.y;
  expect(onLeft || onRight || home, `resting at ${JSON.stringify(box)}`).toBe(true);
}

for (const viewport of [VIEWPORTS[1], VIEWPORTS[2]]) {
  test.describe(`dragging at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a button dropped on «Итого» in the cart moves off it', async ({ page }) => {
      await installClock(page);
      await fillCart(page);
      await page.goto('/cart');
      await waitForHydration(page);
      await waitForFloating(page);
      await page.getByRole('button', { name: 'Принять', exact: true }).click();
      const total = page.locator('.cart__grand-total');
      // Bring «Итого» to the middle of the screen, where a dropped button can rest beside it.
      await total.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const handle = await dropOn(page, total);
      const box = await restingBox(handle);
      expect(overlaps(box, await boxOf(total)), 'the button rests on «Итого»').toBe(false);
      expect(overlaps(box, await boxOf(page.locator('.cart__totals'))), 'the button rests on the totals').toBe(false);
      await expectOnEdgeOrHome(page, box);
    });

    test('a button dropped on the feedback form’s submit button moves off it', async ({ page }) => {
      await installClock(page);
      await page.goto('/feedback');
      await waitForHydration(page, 'form.feedback-form');
      await waitForFloating(page);
      await page.getByRole('button', { name: 'Принять', exact: true }).click();
      const submit = page.getByRole('button', { name: 'Отправить' });
      await submit.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const handle = await dropOn(page, submit);
      const box = await restingBox(handle);
      expect(overlaps(box, await boxOf(submit)), 'the button rests on «Отправить»').toBe(false);
      await expectOnEdgeOrHome(page, box);
    });
  });
}
