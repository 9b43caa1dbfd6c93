import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Kopecks, kopecks } from '../money';
import { CartItem } from './cart';
import { Byn } from './common';
import { Promo } from './promo';
import { QuoteAnswer } from './quote';
import { StorageUpdateBody } from './storage';

const BYN_MESSAGE = 'Сумма должна быть в рублях с точностью до копейки';

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('Byn: BYN on the wire, Kopecks inside', () => {
  it('decodes 12.5 to 1250 and encodes 1250 back to 12.5', () => {
    expect(Byn.parse(12.5)).toBe(1250);
    expect(Byn.decode(12.5)).toBe(1250);
    expect(Byn.encode(kopecks(1250))).toBe(12.5);
    expect(Byn.encode(Byn.decode(29.9))).toBe(29.9);
  });

  it('accepts 0.1 + 0.2 as 30 kopecks (float noise, not a sub-kopeck amount)', () => {
    expect(Byn.parse(0.1 + 0.2)).toBe(30);
  });

  it('refuses 1.005 and other sub-kopeck amounts with the Russian message', () => {
    for (const bad of [1.005, 0.001, 29.999]) expect(issuesOf(Byn, bad), String(bad)).toEqual([BYN_MESSAGE]);
  });

  it('refuses negatives, non-numbers and amounts past exact kopecks', () => {
    for (const bad of [-1, '12.50', null, Number.NaN, 2 ** 53]) {
      expect(Byn.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('refuses to encode something that is not whole kopecks (a BYN float slipped inside)', () => {
    expect(z.safeEncode(Byn, 12.5 as Kopecks).success).toBe(false);
    expect(z.safeEncode(Byn, -100 as Kopecks).success).toBe(false);
  });

  it('round-trips every money field of a quote, to the kopeck', () => {
    const wire = {
      items: [{ _id: 'kapusta', title: 'Пирог', cost: 29.9, count: 3, discount: 10 }],
      lines: [{ _id: 'kapusta', count: 3, sum: 89.7, total: 80.73, discountedUnits: 0 }],
      sum: 89.7,
      discount: 8.97,
      total: 80.73,
      promo: {
        _id: 'mors-za-rubl',
        dateTimeFrom: '2026-11-01T00:00:00+03:00',
        dateTimeTo: '2026-11-30T23:59:59+03:00',
        discountCost: 1,
        fromTheCost: { value: 40, fromItems: false },
        fromTheCount: { value: 2.5, fromItems: true },
        items: [{ _id: 'mors' }],
      },
      unavailable: [],
    };
    const inside = QuoteAnswer.parse(wire);
    expect(inside.items[0]?.cost).toBe(2990);
    expect(inside.lines[0]).toMatchObject({ sum: 8970, total: 8073 });
    expect([inside.sum, inside.discount, inside.total]).toEqual([8970, 897, 8073]);
    expect(inside.promo?.discountCost).toBe(100);
    expect(inside.promo?.fromTheCost?.value).toBe(4000);
    // A count threshold is units, not money: it stays as it is.
    expect(inside.promo?.fromTheCount?.value).toBe(2.5);
    expect(QuoteAnswer.encode(inside)).toEqual(wire);
  });

  it('refuses a sub-kopeck promo amount or cost threshold', () => {
    const promo = {
      _id: 'p',
      dateTimeFrom: '2026-11-01T00:00:00+03:00',
      dateTimeTo: '2026-11-30T23:59:59+03:00',
      items: [],
    };
    expect(issuesOf(Promo, { ...promo, discountFiat: 0.505 })).toEqual([BYN_MESSAGE]);
    expect(issuesOf(Promo, { ...promo, discountPercent: 5, fromTheCost: { value: 10.005, fromItems: false } })).toEqual(
      [BYN_MESSAGE],
    );
  });

  it('decodes the costs a device sends with its cart, and refuses a malformed one', () => {
    const line = { _id: 'kapusta', title: 'Пирог', count: 1 };
    expect(StorageUpdateBody.parse({ cartData: [{ ...line, cost: 29.9 }], favorites: [] }).cartData[0]?.cost).toBe(
      2990,
    );
    expect(StorageUpdateBody.safeParse({ cartData: [{ ...line, cost: 1.005 }], favorites: [] }).success).toBe(false);
  });

  it('describes the wire form in JSON Schema, whichever direction is documented', () => {
    for (const io of ['input', 'output'] as const) {
      const schema = z.toJSONSchema(CartItem, { io, unrepresentable: 'any' }) as unknown as {
        properties: { cost: Record<string, unknown> };
      };
      expect(schema.properties.cost, io).toMatchObject({ type: 'number', minimum: 0 });
      // Strict validators refuse 16.9 against `multipleOf: 0.01` (floating point), so the wire form says it in words.
      expect(schema.properties.cost, io).not.toHaveProperty('multipleOf');
    }
  });
});
