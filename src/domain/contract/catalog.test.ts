import { describe, expect, it } from 'vitest';
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

describe('Product’s food values', () => {
  it('read a catalogue cached before they existed as unknown, never as «none»', () => {
    const answer = ProductsAllAnswer.parse({ products: [before30], popular: [], stories: [] });
    expect(answer.products[0]).toMatchObject({ nutrition: null, allergens: null, vegetarian: false, lean: false });
  });

  it('refuse an allergen outside the 14 groups and impossible numbers', () => {
    const known = { ...before30, allergens: { contains: ['gluten'], mayContain: [] } };
    expect(Product.safeParse(known).success).toBe(true);
    expect(Product.safeParse({ ...known, allergens: { contains: ['nuts'], mayContain: [] } }).success).toBe(false);
    const nutrition = { kcal: 230, proteins: 7.5, fats: 9, carbs: 29 };
    expect(Product.safeParse({ ...before30, nutrition }).success).toBe(true);
    expect(Product.safeParse({ ...before30, nutrition: { ...nutrition, fats: -1 } }).success).toBe(false);
  });
});
