import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, offendingLines } from './support/source-scan';

/**
 * Shoppers read money in one spelling, `12,50 руб.`, made by `formatMoney`
 * in `src/domain/money.ts`; BYN numbers exist only on the wire, converted by
 * the contract's codec. Code anywhere else that builds a money text another
 * way (an `Intl` currency format, «Br», a hand-made «… руб.», a two-decimal
 * `toFixed`) fails here. Prose that merely mentions roubles («от 40 руб.» in
 * the delivery terms) is text, not formatting, and is left alone.
 */
// Code that can show money to shoppers (pages, worker, server, the drawn screenshots); bench output is for developers.
const SCANNED = ['src', 'sw', 'server', 'scripts'];
const ALLOWED = [path.join('src', 'domain', 'money.ts'), path.join('src', 'domain', 'contract') + path.sep];

const OTHER_SPELLINGS = new RegExp(
  [
    // Intl.NumberFormat / toLocaleString with a currency.
    String.raw`style:\s*['"\x60]currency`,
    String.raw`currency:\s*['"\x60]`,
    // The «Br» sign or the BYN code as a standalone word in code.
    String.raw`(?<![\p{L}\p{N}_])(Br|BYN)(?![\p{L}\p{N}_])`,
    // «руб.» glued to an interpolated or concatenated amount.
    String.raw`\}\s*руб\.`,
    String.raw`['"\x60]\s*руб\.`,
    // Two decimals by hand.
    String.raw`\.toFixed\(\s*2\s*\)`,
  ].join('|'),
  'u',
);

/** BYN ↔ kopecks happens at the wire only: the money module defines it, the contract's codec calls it. */
const CONVERSION = /\b(bynToKopecks|kopecksToByn|isWholeKopecksOfByn)\b/;
const CONVERTERS = [path.join('src', 'domain', 'money.ts'), path.join('src', 'domain', 'contract', 'common.ts')];

describe('BYN numbers', () => {
  it('are converted to kopecks only by the contract codec', () => {
    expect(offendingLines(SCANNED, CONVERTERS, CONVERSION)).toEqual([]);
    expect(CONVERSION.test(codeOf('cost: kopecksToByn(row.costKopecks),'))).toBe(true);
  });
});

describe('money for shoppers', () => {
  it('is formatted only by the money module', () => {
    expect(offendingLines(SCANNED, ALLOWED, OTHER_SPELLINGS)).toEqual([]);
  });

  it('would be caught in every other spelling', () => {
    for (const line of [
      "const byn = new Intl.NumberFormat('ru-BY', { style: 'currency', currency: 'BYN' });",
      "amount.toLocaleString('ru', { currency: 'BYN' })",
      // Split so the linter does not read the sample as a mistaken template.
      ['text(x, y, `', '$', '{price.format(cost)} Br`)'].join(''),
      "const label = amount + ' Br';",
      "priceCurrency: 'BYN',",
      ['return `', '$', '{roubles},', '$', '{rest} руб.`;'].join(''),
      "return roubles + ' руб.';",
      'price: total.toFixed(2),',
    ]) {
      expect(OTHER_SPELLINGS.test(codeOf(line)), line).toBe(true);
    }
  });

  it('leaves prose, comments, the one formatter and unrelated words alone', () => {
    for (const line of [
      "'Минск в пределах МКАД — 5 руб., при сумме заказа от 40 руб. — бесплатно;',",
      '<span className="price">{formatMoney(item.cost)}</span>',
      ' * BYN on the wire, kopecks inside (`12,50 руб.`).',
      'const cents = amount * KOPECKS_PER_BYN;',
      "import { Byn } from '../contract/common';",
      'const Brand = BRAND.name;',
      'const seconds = (ms / 1000).toFixed(1);',
    ]) {
      expect(OTHER_SPELLINGS.test(codeOf(line)), line).toBe(false);
    }
  });
});
