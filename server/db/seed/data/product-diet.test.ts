import { describe, expect, it } from 'vitest';
import type { AllergenSlug } from '../../../../src/domain/catalog/nutrition';
import { nutritionProblems } from '../../../../src/domain/catalog/nutrition';
import { productSeeds } from './index';

/** Words of a composition that mean a group must be listed as contained (issue 30's consistency rules). */
const IMPLIES: [RegExp, AllergenSlug][] = [
  [/яйц/i, 'yaytsa'],
  [/молок|сливк|творог|сыр|кефир|сметан/i, 'moloko'],
  // Nutmeg («мускатный орех») is a spice, not a tree nut of the allergen rules.
  [/(?<!мускатный )орех|миндал/i, 'orehi'],
  [/мук|тесто|сухар|печень/i, 'gluten'],
  [/кунжут/i, 'kunzhut'],
  [/сёмг|рыб/i, 'ryba'],
];
// «Куриное» alone is the egg («яйцо куриное»); chicken is «курица» or «филе куриное».
const MEAT_OR_FISH = /мяс|куриц|филе|говя|свин|ветчин|фарш|сосиск|бульон|сёмг|рыб/i;
/** What a lean product may not have at all, not even as a trace. */
const ANIMAL: AllergenSlug[] = ['moloko', 'yaytsa', 'ryba', 'rakoobraznye', 'mollyuski'];

describe('demo food values', () => {
  it('are given for every product', () => {
    for (const product of productSeeds) {
      expect(product.nutrition, product._id).not.toBeNull();
      expect(product.allergens.known, product._id).toBe(true);
    }
  });

  it('count «на 1 шт.» for the product as sold, or for one of its pieces when its title says «N шт.»', () => {
    for (const product of productSeeds) {
      const pieces = Number(/(\d+)\s*шт\./.exec(product.title)?.[1] ?? 1);
      expect(product.nutrition?.weight, product._id).toBe(product.weight / pieces);
    }
    expect(productSeeds.find((p) => p._id === 'eklery')?.nutrition?.weight).toBe(60);
  });

  it('list the allergens the composition names', () => {
    for (const product of productSeeds) {
      for (const [words, slug] of IMPLIES) {
        if (words.test(product.composition)) expect(product.allergens.contains, product._id).toContain(slug);
      }
    }
  });

  it('keep the cabbage-and-egg pie with gluten and eggs', () => {
    const pie = productSeeds.find((p) => p._id === 'kapusta-yaytso');
    expect(pie?.allergens.contains).toEqual(expect.arrayContaining(['gluten', 'yaytsa']));
  });

  it('never trace a group the product already contains, nor repeat one', () => {
    for (const product of productSeeds) {
      const { contains, mayContain } = product.allergens;
      expect(new Set([...contains, ...mayContain]).size, product._id).toBe(contains.length + mayContain.length);
    }
  });

  it('mark lean products vegetarian, without milk, eggs or fish', () => {
    const lean = productSeeds.filter((p) => p.lean);
    expect(lean.length).toBeGreaterThanOrEqual(5);
    for (const product of lean) {
      expect(product.vegetarian, product._id).toBe(true);
      const listed = [...product.allergens.contains, ...product.allergens.mayContain];
      for (const slug of ANIMAL) expect(listed, product._id).not.toContain(slug);
      expect(product.composition, product._id).not.toMatch(/молок|сливк|творог|сыр|яйц|масло сливочное/i);
    }
  });

  it('mark vegetarian only products without meat or fish', () => {
    for (const product of productSeeds) {
      const meaty = MEAT_OR_FISH.test(product.composition) || MEAT_OR_FISH.test(product.title);
      expect(product.vegetarian, product._id).toBe(!meaty);
    }
  });

  it('have plausible КБЖУ: macros within 100 g and energy by 4/9/4 within 15 %', () => {
    for (const product of productSeeds) {
      const nutrition = product.nutrition;
      if (!nutrition) continue;
      expect(nutritionProblems(nutrition), product._id).toEqual([]);
      // Drinks are light; baking is not.
      if (product.category === 'napitki') expect(nutrition.kcal, product._id).toBeLessThan(100);
      else expect(nutrition.kcal, product._id).toBeGreaterThan(150);
    }
  });

  it('do not count nutmeg as nuts: the chicken pie and the sets with it trace nuts only from their other pies', () => {
    const seed = (id: string) => productSeeds.find((p) => p._id === id);
    expect(seed('kuritsa-griby')?.composition).toMatch(/мускатный орех/);
    expect(seed('kuritsa-griby')?.allergens.contains).not.toContain('orehi');
    expect(seed('kuritsa-griby')?.allergens.mayContain).not.toContain('orehi');
    // The cherry pie (in «Друзья») and the apple pie (in «Офис») carry traces of nuts from the almond line.
    for (const set of ['nabor-druzya', 'nabor-ofis']) {
      expect(seed(set)?.allergens.contains, set).not.toContain('orehi');
      expect(seed(set)?.allergens.mayContain, set).toContain('orehi');
    }
  });

  it('leave some nut-free products for the «Без орехов» filter', () => {
    const nutFree = productSeeds.filter(
      (p) => p.allergens.known && !p.allergens.contains.includes('orehi') && !p.allergens.mayContain.includes('orehi'),
    );
    expect(nutFree.length).toBeGreaterThanOrEqual(10);
  });
});
