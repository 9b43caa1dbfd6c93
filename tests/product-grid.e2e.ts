import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/app';

// Issue 12, item 15: titles of different lengths made the cards of one row uneven and their
// «В корзину» buttons sit at different heights.

interface CardBox {
  title: string;
  top: number;
  height: number;
  buttonTop: number;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the cards of a grid row are equally tall with their buttons in line`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForHydration(page);
    const grids = await page.locator('.product-grid').evaluateAll((elements) =>
      elements.map((grid) =>
        Array.from(grid.querySelectorAll(':scope > .product-card'), (card) => {
          const box = card.getBoundingClientRect();
          const button = card.querySelector('.add-to-cart__button')?.getBoundingClientRect();
          return {
            title: card.querySelector('.product-card__title')?.textContent?.trim() ?? '',
            top: Math.round(box.top + window.scrollY),
            height: box.height,
            buttonTop: (button?.top ?? Number.NaN) + window.scrollY,
          };
        }),
      ),
    );
    expect(grids.length).toBeGreaterThan(0);
    let rowsWithSeveralCards = 0;
    for (const cards of grids) {
      const rows = new Map<number, CardBox[]>();
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
      for (const row of rows.values()) {
        const [first, ...others] = row;
        if (!first || others.length === 0) continue;
        rowsWithSeveralCards += 1;
        for (const card of others) {
          const pair = `«${first.title}» and «${card.title}»`;
          expect(Math.abs(card.height - first.height), `${pair}: card heights`).toBeLessThanOrEqual(1);
          expect(Math.abs(card.buttonTop - first.buttonTop), `${pair}: button tops`).toBeLessThanOrEqual(1);
        }
      }
    }
    // The test means something only if there are rows to compare.
    expect(rowsWithSeveralCards).toBeGreaterThan(5);
  });
}
