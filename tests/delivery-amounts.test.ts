import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, ROOT, sourceFiles } from './support/source-scan';

/**
 * Delivery amounts (fees, minimum orders, the free-delivery threshold) live in
 * the database and reach shoppers only through `GET /api/delivery/options`:
 * `/dostavka` and the cart render them from it, and content texts (banners,
 * stories, news) name them by placeholder (`{deliveryFreeFrom}`). One text
 * saying «от 50 руб.» next to a page saying «от 40 руб.» is how issue 12 found
 * them, so any text of the shop's code or demo content that puts an amount of
 * money next to delivery fails here.
 */
const SCANNED = ['src', 'server', 'sw'];

const AMOUNT = /\d+(?:[.,]\d{1,2})?\s*(?:руб|р\.|BYN|копе)/iu;
const DELIVERY = /доставк|самовывоз|курьер/iu;
/** Files that are about delivery as a whole: any amount in them is a delivery amount. */
const ABOUT_DELIVERY = /delivery|dostavka/i;

/**
 * Pieces of text as a reader meets them: string literals and JSX text cut at
 * quotes, tags and braces, then at sentence ends («.» before a capital) and «;».
 */
function textPieces(source: string): string[] {
  return source
    .split('\n')
    .map(codeOf)
    .join('\n')
    .split(/['"`<>{}\n]|;|\.\s+(?=[А-ЯЁA-Z])/u)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

function deliveryAmounts(source: string, aboutDelivery: boolean): string[] {
  return textPieces(source).filter((piece) => AMOUNT.test(piece) && (aboutDelivery || DELIVERY.test(piece)));
}

describe('delivery amounts', () => {
  it('are never written into the code or the content', () => {
    const offenders: string[] = [];
    for (const top of SCANNED) {
      for (const file of sourceFiles(path.join(ROOT, top))) {
        const relative = path.relative(ROOT, file);
        for (const piece of deliveryAmounts(readFileSync(file, 'utf8'), ABOUT_DELIVERY.test(relative))) {
          offenders.push(`${relative}: ${piece}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('would be caught in the spellings issue 12 found, and not in other texts about money', () => {
    for (const text of [
      "subtitle: 'Бесплатная доставка по Минску от 50 руб.',",
      "{ text: 'Доставка бесплатная при заказе от 50 рублей.', alt: 'Пироги' },",
      '<p>Самовывоз бесплатно, доставка — 5 руб.</p>',
      "'Минимальная сумма заказа с доставкой — 20 руб. Для самовывоза ограничений нет.',",
    ]) {
      expect(deliveryAmounts(text, false), text).not.toEqual([]);
    }
    expect(
      deliveryAmounts("'Минск в пределах МКАД — 5 руб., при сумме заказа от 40 руб. — бесплатно;',", true),
    ).not.toEqual([]);
    for (const text of [
      "title: 'Клюквенный морс за 1 рубль при заказе от 40 руб.',",
      "'5% суммы (без учёта стоимости доставки) в виде баллов; 100 баллов равны 1 руб.'",
      "subtitle: 'Бесплатная доставка по Минску от {deliveryFreeFrom}',",
    ]) {
      expect(deliveryAmounts(text, false), text).toEqual([]);
    }
  });
});
