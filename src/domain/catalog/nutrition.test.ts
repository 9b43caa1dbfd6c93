import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_FREE_LABELS,
  ALLERGEN_SLUGS,
  ALLERGEN_TITLES,
  isAllergenSlug,
  KCAL_MISMATCH_MESSAGE,
  kcalFromMacros,
  MACROS_OVER_100_MESSAGE,
  normaliseAllergens,
  nutritionPerPiece,
  nutritionProblems,
  unknownAllergens,
} from './nutrition';

describe('allergen groups', () => {
  it('are the 14 of Annex II, each with a title and a «Без …» label', () => {
    expect(ALLERGEN_SLUGS).toHaveLength(14);
    for (const slug of ALLERGEN_SLUGS) {
      expect(ALLERGEN_TITLES[slug]).toMatch(/^[А-Я]/);
      expect(ALLERGEN_FREE_LABELS[slug]).toMatch(/^Без [а-я]/);
    }
    expect(ALLERGEN_FREE_LABELS.orehi).toBe('Без орехов');
    expect(isAllergenSlug('moloko')).toBe(true);
    expect(isAllergenSlug('milk')).toBe(false);
  });

  it('are put in Annex II order without repeating a contained group as a trace', () => {
    expect(
      normaliseAllergens({ contains: ['moloko', 'gluten', 'moloko'], mayContain: ['moloko', 'orehi'], known: true }),
    ).toEqual({ contains: ['gluten', 'moloko'], mayContain: ['orehi'], known: true });
  });

  it('list nothing when unknown: what came along is not vouched for', () => {
    expect(normaliseAllergens({ contains: ['moloko'], mayContain: ['orehi'], known: false })).toEqual(
      unknownAllergens(),
    );
    expect(unknownAllergens()).toEqual({ contains: [], mayContain: [], known: false });
    // A fresh object each time: nobody shares (and mutates) one list.
    expect(unknownAllergens().contains).not.toBe(unknownAllergens().contains);
  });
});

describe('nutritionProblems', () => {
  it('accepts energy within 15 % of 4/9/4 kcal per gram', () => {
    expect(kcalFromMacros({ proteins: 10, fats: 10, carbs: 30 })).toBe(250);
    expect(nutritionProblems({ kcal: 250, proteins: 10, fats: 10, carbs: 30 })).toEqual([]);
    expect(nutritionProblems({ kcal: 287, proteins: 10, fats: 10, carbs: 30 })).toEqual([]);
    expect(nutritionProblems({ kcal: 213, proteins: 10, fats: 10, carbs: 30 })).toEqual([]);
  });

  it('refuses energy further off, and macros over 100 g', () => {
    expect(nutritionProblems({ kcal: 290, proteins: 10, fats: 10, carbs: 30 })).toEqual([
      { field: 'kcal', message: KCAL_MISMATCH_MESSAGE },
    ]);
    expect(nutritionProblems({ kcal: 100, proteins: 10, fats: 10, carbs: 30 })[0]?.field).toBe('kcal');
    expect(nutritionProblems({ kcal: 600, proteins: 30, fats: 40, carbs: 40 })).toEqual([
      { field: 'carbs', message: MACROS_OVER_100_MESSAGE },
    ]);
  });

  it('allows a couple of kcal of rounding for nearly empty drinks', () => {
    expect(nutritionProblems({ kcal: 1, proteins: 0, fats: 0, carbs: 0.2 })).toEqual([]);
    expect(nutritionProblems({ kcal: 5, proteins: 0, fats: 0, carbs: 0 })).toHaveLength(1);
  });
});

describe('nutritionPerPiece', () => {
  it('scales per 100 g to the piece’s weight, kcal whole and grams to a tenth', () => {
    expect(nutritionPerPiece({ kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: 110 })).toEqual({
      kcal: 253,
      proteins: 8.3,
      fats: 9.9,
      carbs: 31.9,
    });
  });
});
