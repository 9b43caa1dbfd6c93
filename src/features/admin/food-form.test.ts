import { describe, expect, it } from 'vitest';
import {
  KCAL_MISMATCH_MESSAGE,
  MACROS_OVER_100_MESSAGE,
  PIECE_HEAVIER_THAN_PRODUCT_MESSAGE,
  unknownAllergens,
} from '../../domain/catalog/nutrition';
import type { AdminProduct } from '../../domain/contract/admin';
import type { Kopecks } from '../../domain/money';
import { changeLines } from './audit-words';
import {
  describeFood,
  NUMBER_EXPECTED,
  NUTRITION_INCOMPLETE,
  PIECE_WEIGHT_EXPECTED,
  parseAmount,
  parsePieceWeight,
} from './food-form';
import { fromFormValues, ProductFormValues, toFormValues } from './product-form';

const product: AdminProduct = {
  _id: 'kapusta',
  slug: 'kapusta',
  title: 'Пирог с капустой',
  category: 'sytnye',
  cost: 1250 as Kopecks,
  discount: 0,
  weight: 500,
  unit: 'г',
  composition: 'Капуста, тесто',
  description: 'Домашний',
  image: { base: '/images/kapusta', width: 800, height: 600, alt: 'Пирог' },
  popular: true,
  visible: true,
  sortOrder: 1,
  nutrition: { kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: 110 },
  allergens: { contains: ['gluten', 'yaytsa'], mayContain: ['kunzhut'], known: true },
  vegetarian: true,
  lean: false,
};

const typed = (nutrition: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  ...toFormValues(product),
  nutrition: { ...toFormValues(product).nutrition, ...nutrition },
  ...extra,
});
const issues = (values: unknown) =>
  ProductFormValues.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the product form’s food values', () => {
  it('shows the numbers with a decimal comma and reads back the same product', () => {
    const values = toFormValues(product);
    expect(values.nutrition).toEqual({ kcal: '230', proteins: '7,5', fats: '9', carbs: '29', weight: '110' });
    expect(values.allergensUnknown).toBe(false);
    expect(values.contains).toEqual(['gluten', 'yaytsa']);
    const parsed = ProductFormValues.parse(values);
    expect(fromFormValues(parsed)).toEqual(product);
  });

  it('reads all four numbers empty as «не указано», and unknown allergens as unknown', () => {
    const unknown: AdminProduct = { ...product, nutrition: null, allergens: unknownAllergens() };
    const values = toFormValues(unknown);
    expect(values.nutrition).toEqual({ kcal: '', proteins: '', fats: '', carbs: '', weight: '' });
    expect(values.allergensUnknown).toBe(true);
    expect(fromFormValues(ProductFormValues.parse(values))).toEqual(unknown);
  });

  it('counts КБЖУ for the product’s weight when the piece’s is left empty, and never for more than the product', () => {
    const empty = fromFormValues(ProductFormValues.parse(typed({ weight: '' })));
    expect(empty.nutrition).toEqual({ kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: 500 });
    expect(fromFormValues(ProductFormValues.parse(typed({ weight: '62,5' }))).nutrition?.weight).toBe(62.5);
    expect(issues(typed({ weight: '501' }))).toEqual([['nutrition.weight', PIECE_HEAVIER_THAN_PRODUCT_MESSAGE]]);
    expect(issues(typed({ weight: '0' }))).toEqual([['nutrition.weight', PIECE_WEIGHT_EXPECTED]]);
    expect(issues(typed({ weight: 'кусок' }))).toEqual([['nutrition.weight', PIECE_WEIGHT_EXPECTED]]);
    expect(parsePieceWeight(' 110 ')).toBe(110);
    expect(parsePieceWeight('')).toBeNull();
  });

  it('keeps «аллергены не указаны» over any ticked box, and ticked boxes in Annex II order without repeats', () => {
    const values = ProductFormValues.parse(
      typed({}, { contains: ['moloko', 'gluten'], mayContain: ['gluten', 'orehi'] }),
    );
    expect(fromFormValues(values).allergens).toEqual({
      contains: ['gluten', 'moloko'],
      mayContain: ['orehi'],
      known: true,
    });
    expect(fromFormValues({ ...values, allergensUnknown: true }).allergens).toEqual(unknownAllergens());
    expect(fromFormValues({ ...values, contains: [], mayContain: [] }).allergens).toEqual({
      contains: [],
      mayContain: [],
      known: true,
    });
  });

  it('accepts «7.5» as well as «7,5»', () => {
    expect(parseAmount(' 7.5 ')).toBe(7.5);
    expect(parseAmount('7,5')).toBe(7.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('7,5,1')).toBeNaN();
    expect(parseAmount('-1')).toBeNaN();
  });

  it('says in Russian, beside the field, what is wrong', () => {
    expect(issues(typed({ fats: '' }))).toEqual([['nutrition.fats', NUTRITION_INCOMPLETE]]);
    expect(issues(typed({ proteins: 'много' }))).toEqual([['nutrition.proteins', NUMBER_EXPECTED]]);
    expect(issues(typed({ kcal: '950' }))).toEqual([['nutrition.kcal', 'От 0 до 900 ккал']]);
    expect(issues(typed({ kcal: '400' }))).toEqual([['nutrition.kcal', KCAL_MISMATCH_MESSAGE]]);
    expect(issues(typed({ kcal: '640', proteins: '40', fats: '40', carbs: '30' }))).toEqual([
      ['nutrition.carbs', MACROS_OVER_100_MESSAGE],
    ]);
    expect(issues(typed({}, { contains: ['nuts'] }))[0]?.[0]).toBe('contains.0');
  });
});

describe('the food values in words', () => {
  it('reads numbers, allergens and unknown for the journal and a stale save', () => {
    expect(describeFood('nutrition', { kcal: 230, proteins: 7.5, fats: 9, carbs: 29 })).toBe(
      '230 ккал, Б 7,5 · Ж 9 · У 29',
    );
    expect(describeFood('nutrition', { kcal: '', proteins: '', fats: '', carbs: '' })).toBe('не указано');
    expect(describeFood('nutrition', null)).toBe('не указано');
    expect(describeFood('allergens', { contains: ['yaytsa'], mayContain: [] })).toBe('содержит: яйца; следы: нет');
    expect(describeFood('allergens', null)).toBe('не указано');
    expect(describeFood('allergens', { contains: [], mayContain: [], known: false })).toBe('не указано');
    expect(describeFood('allergens', { contains: [], mayContain: [], known: true })).toBe('содержит: нет; следы: нет');
    expect(describeFood('nutrition', { kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: 110 })).toBe(
      '230 ккал, Б 7,5 · Ж 9 · У 29; 1 шт. 110 г',
    );
    expect(describeFood('mayContain', ['orehi', 'kunzhut'])).toBe('орехи, кунжут');
    expect(describeFood('title', 'Пирог')).toBeNull();
    expect(changeLines({ allergens: null }, { allergens: { contains: ['moloko'], mayContain: ['orehi'] } })).toEqual([
      { field: 'Аллергены', before: 'не указано', after: 'содержит: молоко; следы: орехи' },
    ]);
  });
});
