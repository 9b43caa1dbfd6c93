import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../contract/cart';
import type { Promo } from '../contract/promo';
import { kopecks } from '../money';
import { priceCart, selectPromo } from './index';
import { applicablePromoTotal, evaluate } from './price-cart';
import { normalizeCart, normalizePromo } from './validate';

/*
 * Property-based checks of issue 3. Ids come from a small pool so that carts
 * and promos overlap often; money is generated as whole kopecks, as the
 * engine holds it. Integer percents keep the reference model below exact with plain
 * integer arithmetic.
 */

const now = new Date('2025-06-15T12:00:00Z');
const IDS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

const itemArb: fc.Arbitrary<CartItem> = fc
  .record({
    _id: fc.constantFrom(...IDS),
    costKopecks: fc.integer({ min: 0, max: 5_000 }),
    count: fc.integer({ min: 1, max: 12 }),
    discount: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  })
  .map(({ _id, costKopecks, count, discount }) => {
    const base = { _id, cost: kopecks(costKopecks), count, title: `Пирог ${_id}` };
    return discount === undefined ? base : { ...base, discount };
  });
const cartArb = fc.array(itemArb, { maxLength: 10 });

type DiscountSpec = Pick<Promo, 'discountPercent' | 'discountFiat' | 'discountCost'>;
const discountArb: fc.Arbitrary<DiscountSpec> = fc.oneof(
  fc.integer({ min: 1, max: 100 }).map((discountPercent) => ({ discountPercent })),
  fc.integer({ min: 1, max: 3_000 }).map((k) => ({ discountFiat: kopecks(k) })),
  fc.integer({ min: 1, max: 3_000 }).map((k) => ({ discountCost: kopecks(k) })),
);
/** Up to 150.00 BYN, to the kopeck. */
const costThresholdArb = fc.option(
  fc.record({ value: fc.integer({ min: 0, max: 15_000 }).map(kopecks), fromItems: fc.boolean() }),
  { nil: undefined },
);
const countThresholdArb = fc.option(fc.record({ value: fc.integer({ min: 0, max: 30 }), fromItems: fc.boolean() }), {
  nil: undefined,
});

/** Any valid promo; `inWindow` pins the window around `now`, otherwise it may be past or future. */
const promoArb = (options: { inWindow: boolean; thresholds: boolean }): fc.Arbitrary<Promo> =>
  fc
    .record({
      _id: fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/),
      fromOffsetH: options.inWindow ? fc.integer({ min: -1000, max: 0 }) : fc.integer({ min: -1000, max: 1000 }),
      lengthH: options.inWindow ? fc.integer({ min: 1000, max: 2000 }) : fc.integer({ min: 0, max: 1000 }),
      discount: discountArb,
      every: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
      items: fc.subarray([...IDS]),
      fromTheCost: options.thresholds ? costThresholdArb : fc.constant(undefined),
      fromTheCount: options.thresholds ? countThresholdArb : fc.constant(undefined),
    })
    .map(({ _id, fromOffsetH, lengthH, discount, every, items, fromTheCost, fromTheCount }) => {
      const from = now.getTime() + fromOffsetH * 3_600_000;
      const promo: Promo = {
        _id,
        dateTimeFrom: new Date(from).toISOString(),
        dateTimeTo: new Date(from + lengthH * 3_600_000).toISOString(),
        ...discount,
        items: items.map((id) => ({ _id: id })),
      };
      if (every !== undefined) promo.discountForEvery = every;
      if (fromTheCost !== undefined) promo.fromTheCost = fromTheCost;
      if (fromTheCount !== undefined) promo.fromTheCount = fromTheCount;
      return promo;
    });

const anyPromoArb = fc.option(promoArb({ inWindow: false, thresholds: true }), { nil: null });
const bonusArb = fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined });

/**
 * An independent model of rules 3–5 for a promo that applies: expand every
 * promo line into single units, sort them stably by price, discount the first
 * ⌊U/N⌋, and use plain integer half-up rounding for integer percents.
 */
function referenceTotalKopecks(items: CartItem[], promo: Promo): number {
  const inPromo = new Set(promo.items.map((entry) => entry._id));
  const units: { line: number; price: number }[] = [];
  items.forEach((entry, line) => {
    if (!inPromo.has(entry._id)) return;
    for (let i = 0; i < entry.count; i += 1) units.push({ line, price: entry.cost });
  });
  const every = Math.max(1, promo.discountForEvery ?? 1);
  const quota = Math.floor(units.length / every);
  const sum = items.reduce((acc, entry) => acc + entry.cost * entry.count, 0);
  if (quota === 0) return sum;
  units.sort((x, y) => x.price - y.price || x.line - y.line);
  let total = 0;
  units.forEach((unit, index) => {
    if (index >= quota) {
      total += unit.price;
    } else if ((promo.discountCost ?? 0) > 0) {
      total += Math.min(unit.price, promo.discountCost ?? 0);
    } else if ((promo.discountFiat ?? 0) > 0) {
      total += Math.max(0, unit.price - (promo.discountFiat ?? 0));
    } else {
      total += Math.floor((unit.price * (100 - (promo.discountPercent ?? 0)) + 50) / 100);
    }
  });
  for (const entry of items) {
    if (inPromo.has(entry._id)) continue;
    total += Math.floor((entry.cost * entry.count * (100 - (entry.discount ?? 0)) + 50) / 100);
  }
  return total;
}

describe('pricing properties', () => {
  it('0 ≤ total ≤ sum, discount = sum − total, and lines add up', () => {
    fc.assert(
      fc.property(cartArb, anyPromoArb, bonusArb, (items, promo, bonusValue) => {
        const priced = priceCart({ items, promo, bonusValue, now });
        // Every amount the engine returns is whole kopecks, never a float.
        for (const amount of [priced.sum, priced.total, priced.discount])
          expect(Number.isSafeInteger(amount)).toBe(true);
        expect(priced.total).toBeGreaterThanOrEqual(0);
        expect(priced.total).toBeLessThanOrEqual(priced.sum);
        expect(priced.discount).toBe(priced.sum - priced.total);
        const lineTotals = priced.lines.reduce((acc, line) => acc + line.total, 0);
        expect(lineTotals - priced.bonusApplied).toBe(priced.total);
        if (priced.promoApplied !== null) expect(priced.bonusApplied).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('the total does not depend on the order of cart lines', () => {
    const permuted = cartArb.chain((items) =>
      fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length })),
    );
    fc.assert(
      fc.property(permuted, anyPromoArb, bonusArb, ([items, shuffled], promo, bonusValue) => {
        const original = priceCart({ items, promo, bonusValue, now });
        const reordered = priceCart({ items: shuffled, promo, bonusValue, now });
        expect(reordered.total).toBe(original.total);
        expect(reordered.bonusApplied).toBe(original.bonusApplied);
        expect(reordered.promoApplied).toBe(original.promoApplied);
      }),
      { numRuns: 500 },
    );
  });

  it('with no promo, raising a line count never lowers the total', () => {
    const cartWithLine = fc
      .array(itemArb, { minLength: 1, maxLength: 10 })
      .chain((items) =>
        fc.tuple(fc.constant(items), fc.nat({ max: items.length - 1 }), fc.integer({ min: 1, max: 5 })),
      );
    fc.assert(
      fc.property(cartWithLine, bonusArb, ([items, index, extra], bonusValue) => {
        const raised = items.map((entry, i) => (i === index ? { ...entry, count: entry.count + extra } : entry));
        const before = priceCart({ items, promo: null, bonusValue, now });
        const after = priceCart({ items: raised, promo: null, bonusValue, now });
        expect(after.total).toBeGreaterThanOrEqual(before.total);
      }),
      { numRuns: 500 },
    );
  });

  it('exactly ⌊U/N⌋ units are discounted, and they are the cheapest', () => {
    fc.assert(
      fc.property(cartArb, promoArb({ inWindow: true, thresholds: false }), (items, promo) => {
        const priced = priceCart({ items, promo, now });
        expect(priced.promoApplied).toBe(promo);
        const inPromo = new Set(promo.items.map((entry) => entry._id));
        const promoUnits = items.filter((entry) => inPromo.has(entry._id)).reduce((acc, e) => acc + e.count, 0);
        const every = promo.discountForEvery ?? 1;
        const discounted = priced.lines.reduce((acc, line) => acc + line.discountedUnits, 0);
        expect(discounted).toBe(Math.floor(promoUnits / every));
        priced.lines.forEach((line, i) => {
          const entry = items[i];
          expect(line.discountedUnits).toBeLessThanOrEqual(entry?.count ?? 0);
          if (!inPromo.has(entry?._id ?? '')) expect(line.discountedUnits).toBe(0);
        });
        // No undiscounted promo unit is cheaper than a discounted one.
        const discountedPrices = items.filter((_, i) => (priced.lines[i]?.discountedUnits ?? 0) > 0).map((e) => e.cost);
        const fullPrices = items
          .filter((e, i) => inPromo.has(e._id) && (priced.lines[i]?.discountedUnits ?? 0) < e.count)
          .map((e) => e.cost);
        if (discountedPrices.length > 0 && fullPrices.length > 0) {
          expect(Math.max(...discountedPrices)).toBeLessThanOrEqual(Math.min(...fullPrices));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('an applying promo prices the cart exactly as the unit-by-unit model', () => {
    fc.assert(
      fc.property(cartArb, promoArb({ inWindow: true, thresholds: false }), (items, promo) => {
        expect(priceCart({ items, promo, now }).total).toBe(referenceTotalKopecks(items, promo));
      }),
      { numRuns: 500 },
    );
  });

  it('selectPromo picks an applying promo that is strictly cheaper than any other choice', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.uniqueArray(promoArb({ inWindow: false, thresholds: true }), {
          maxLength: 6,
          selector: (promo) => promo._id,
        }),
        (items, promos) => {
          const chosen = selectPromo({ items, promos, now });
          const baseline = priceCart({ items, promo: null, now }).total;
          const totals = promos
            .map((promo) => priceCart({ items, promo, now }))
            .filter((priced) => priced.promoApplied !== null)
            .map((priced) => priced.total);
          const best = Math.min(baseline, ...totals);
          if (chosen === null) {
            expect(best).toBe(baseline);
          } else {
            const chosenPriced = priceCart({ items, promo: chosen, now });
            expect(chosenPriced.promoApplied).toBe(chosen);
            expect(chosenPriced.total).toBe(best);
            expect(best).toBeLessThan(baseline);
          }
          // The choice does not depend on the order of the promo list.
          expect(selectPromo({ items, promos: [...promos].reverse(), now })).toBe(chosen);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("selectPromo's shortcut total agrees with full pricing for every promo", () => {
    fc.assert(
      fc.property(cartArb, promoArb({ inWindow: false, thresholds: true }), (items, promo) => {
        const cart = normalizeCart(items);
        const rules = normalizePromo(promo);
        const full = evaluate(cart, rules, 0, now.getTime());
        const shortcut = applicablePromoTotal(cart, rules, now.getTime(), evaluate(cart, null, 0, now.getTime()));
        expect(shortcut).toBe(full.promoApplied === null ? null : full.total);
      }),
      { numRuns: 500 },
    );
  });
});
