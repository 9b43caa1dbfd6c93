import { describe, expect, it } from 'vitest';
import { CATEGORY_TITLES } from '../../domain/catalog/categories';
import { ProductsAllAnswer } from '../../domain/contract/api';
import type { Product } from '../../domain/contract/catalog';
import { kopecks } from '../../domain/money';
import { groupByCategory, isCategory, isListingPath, productModalLink } from './catalog';

const product = (id: string, category: Product['category']): Product => ({
  _id: id,
  slug: id,
  title: id,
  category,
  cost: kopecks(1000),
  discount: 0,
  weight: 100,
  unit: 'г',
  composition: '',
  description: '',
  image: { base: '/images/x', width: 1, height: 1, alt: '' },
  popular: false,
  rating: { average: 0, count: 0 },
  nutrition: null,
  allergens: { contains: [], mayContain: [], known: false },
  vegetarian: false,
  lean: false,
});

describe('groupByCategory', () => {
  it('groups in menu order and leaves out empty categories', () => {
    const sections = groupByCategory([product('a', 'napitki'), product('b', 'sytnye'), product('c', 'napitki')]);
    expect(sections.map((section) => section.id)).toEqual(['sytnye', 'napitki']);
    expect(sections[1]?.products.map((item) => item._id)).toEqual(['a', 'c']);
    expect(sections[0]?.title).toBe('Сытные пироги');
  });

  it('follows the titles and order the back office set, and the defaults for a category the answer lacks', () => {
    const products = [product('a', 'napitki'), product('b', 'sytnye'), product('c', 'sladkie')];
    const sections = groupByCategory(products, [
      { id: 'napitki', title: 'Чай и морсы', sortOrder: 0 },
      { id: 'sytnye', title: 'Сытные', sortOrder: 5 },
    ]);
    expect(sections.map((section) => [section.id, section.title])).toEqual([
      ['napitki', 'Чай и морсы'],
      ['sladkie', 'Сладкие пироги'],
      ['sytnye', 'Сытные'],
    ]);
  });
});

describe('the catalogue answer', () => {
  it('gives an answer cached before categories travelled the default titles', () => {
    const old = ProductsAllAnswer.parse({ products: [], popular: [], stories: [] });
    expect(old.categories.map((category) => category.title)).toEqual(Object.values(CATEGORY_TITLES));
  });
});

describe('isListingPath', () => {
  it.each([
    ['/pirogi', true],
    ['/pirogi/sladkie', true],
    ['/news/pirogi', true],
    ['/', false],
    ['/pirogiki', false],
    ['/akcii', false],
  ])('%s → %s', (path, expected) => {
    expect(isListingPath(path)).toBe(expected);
  });
});

describe('isCategory', () => {
  it('accepts only the seven categories', () => {
    expect(isCategory('mini')).toBe(true);
    expect(isCategory('pizza')).toBe(false);
  });
});

describe('productModalLink', () => {
  const previous = { q: 'капуста', pirog: 'old' };
  it('opens the modal over the home page when no page is asked for, dropping the current search', () => {
    const link = productModalLink('kapusta-yaytso');
    expect(link.to).toBe('/');
    expect(link.search(previous)).toEqual({ pirog: 'kapusta-yaytso' });
  });
  it('opens it over the asked page (a path or the current one), keeping that page’s search', () => {
    for (const page of ['.', '/poisk', '/cart']) {
      const link = productModalLink('kapusta-yaytso', page);
      expect(link.to).toBe(page);
      expect(link.search(previous)).toEqual({ q: 'капуста', pirog: 'kapusta-yaytso' });
    }
  });
  it('never over a listing, which shows no modal: the home page instead', () => {
    const link = productModalLink('kapusta-yaytso', '/pirogi/sytnye');
    expect(link.to).toBe('/');
    expect(link.search(previous)).toEqual({ pirog: 'kapusta-yaytso' });
  });
});
