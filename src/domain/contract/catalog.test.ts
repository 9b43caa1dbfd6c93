import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProductsAllAnswer } from './api';
import { Product } from './catalog';

/** A product as the wire carried it before issue 30 (and as a service worker may still hold it). */
const before30 = {
  _id: 'kapusta',
  slug: 'kapusta',
  title: 'Пирог с капустой',
  category: 'sytnye',
  cost: 12.5,
  discount: 0,
  weight: 1000,
  unit: 'г',
  composition: 'Тесто, капуста',
  description: '',
  image: { base: '/images/kapusta', width: 960, height: 960, alt: '' },
  popular: false,
  rating: { average: 0, count: 0 },
};

const unknown = { contains: [], mayContain: [], known: false };

describe('Product’s food values', () => {
  it('read a catalogue cached before they existed as unknown, never as «none»', () => {
    const answer = ProductsAllAnswer.parse({ products: [before30], popular: [], stories: [] });
    expect(answer.products[0]).toMatchObject({ nutrition: null, allergens: unknown, vegetarian: false, lean: false });
  });

  it('read the older forms: `null` allergens as unknown, an object without `known` as known, КБЖУ without a weight as not entered', () => {
    const older = Product.parse({
      ...before30,
      allergens: { contains: ['moloko', 'gluten'], mayContain: [] },
      nutrition: { kcal: 230, proteins: 7.5, fats: 9, carbs: 29 },
    });
    expect(older.allergens).toEqual({ contains: ['gluten', 'moloko'], mayContain: [], known: true });
    // Without the piece's weight the table «на 1 шт.» cannot be true; the fresh catalogue brings it.
    expect(older.nutrition).toBeNull();
    expect(Product.parse({ ...before30, allergens: null }).allergens).toEqual(unknown);
    // Unknown lists nothing, whatever came along.
    const listed = Product.parse({ ...before30, allergens: { contains: ['orehi'], mayContain: [], known: false } });
    expect(listed.allergens).toEqual(unknown);
  });

  it('travel in the issue’s form: nutrition with the piece’s weight, allergens always an object with `known`', () => {
    const product = Product.parse({
      ...before30,
      nutrition: { kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: 1000 },
      allergens: { contains: ['gluten'], mayContain: ['kunzhut'], known: true },
    });
    const wire = z.encode(Product, product) as Record<string, unknown>;
    expect(wire.nutrition).toEqual({ kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: 1000 });
    expect(wire.allergens).toEqual({ contains: ['gluten'], mayContain: ['kunzhut'], known: true });
    const none = z.encode(Product, Product.parse(before30)) as Record<string, unknown>;
    expect(none).toMatchObject({ nutrition: null, allergens: unknown, vegetarian: false, lean: false });
    // The answers' documented form is the one sent.
    const documented = z.toJSONSchema(Product, { io: 'output', unrepresentable: 'any' }) as {
      required: string[];
      properties: Record<string, { required?: string[]; anyOf?: { required?: string[] }[] }>;
    };
    expect(documented.required).toEqual(expect.arrayContaining(['nutrition', 'allergens', 'vegetarian', 'lean']));
    expect(documented.properties.allergens?.required).toEqual(['contains', 'mayContain', 'known']);
    expect(documented.properties.nutrition?.anyOf?.[0]?.required).toEqual([
      'kcal',
      'proteins',
      'fats',
      'carbs',
      'weight',
    ]);
  });

  it('refuse an allergen outside the 14 groups and impossible numbers', () => {
    const known = { ...before30, allergens: { contains: ['gluten'], mayContain: [], known: true } };
    expect(Product.safeParse(known).success).toBe(true);
    expect(
      Product.safeParse({ ...known, allergens: { contains: ['nuts'], mayContain: [], known: true } }).success,
    ).toBe(false);
    const nutrition = { kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: 110 };
    expect(Product.safeParse({ ...before30, nutrition }).success).toBe(true);
    expect(Product.safeParse({ ...before30, nutrition: { ...nutrition, fats: -1 } }).success).toBe(false);
    expect(Product.safeParse({ ...before30, nutrition: { ...nutrition, weight: 0 } }).success).toBe(false);
  });
});
