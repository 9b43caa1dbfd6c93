import { z } from 'zod';
import {
  type ALLERGEN_SLUGS,
  ALLERGEN_TITLES,
  type AllergenSlug as AllergenSlugValue,
  type Allergens,
  type Nutrition,
  normaliseAllergens,
  nutritionProblems,
} from '../../domain/catalog/nutrition';
import { AllergenSlug } from '../../domain/contract/catalog';

/*
 * The product form's food part (issue 30): КБЖУ as four numbers typed as text
 * («7,5»; all four empty = «не указано»), allergens as two sets of checkboxes
 * with «аллергены не указаны», so unknown stays distinct from «none».
 */

export const NUTRITION_KEYS = ['kcal', 'proteins', 'fats', 'carbs'] as const;
export type NutritionKey = (typeof NUTRITION_KEYS)[number];

export const NUTRITION_LABELS: Record<NutritionKey, string> = {
  kcal: 'Калорийность, ккал',
  proteins: 'Белки, г',
  fats: 'Жиры, г',
  carbs: 'Углеводы, г',
};

export const NUTRITION_INCOMPLETE = 'Заполните все четыре числа или оставьте все пустыми («не указано»)';
export const NUMBER_EXPECTED = 'Число, например 7,5';
const LIMITS: Record<NutritionKey, [number, string]> = {
  kcal: [900, 'От 0 до 900 ккал'],
  proteins: [100, 'От 0 до 100 г'],
  fats: [100, 'От 0 до 100 г'],
  carbs: [100, 'От 0 до 100 г'],
};

/** «7,5» or «7.5» → 7.5; empty → null; anything else → NaN. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,3}([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const amountText = (value: number) => String(value).replace('.', ',');

export const NutritionFormValues = z
  .object({ kcal: z.string(), proteins: z.string(), fats: z.string(), carbs: z.string() })
  .superRefine((typed, context) => {
    const amounts = NUTRITION_KEYS.map((key) => parseAmount(typed[key]));
    if (amounts.every((amount) => amount === null)) return;
    let complete = true;
    NUTRITION_KEYS.forEach((key, index) => {
      const amount = amounts[index];
      if (amount === null || amount === undefined) {
        complete = false;
        context.addIssue({ code: 'custom', path: [key], message: NUTRITION_INCOMPLETE });
      } else if (Number.isNaN(amount)) {
        complete = false;
        context.addIssue({ code: 'custom', path: [key], message: NUMBER_EXPECTED });
      } else if (amount > LIMITS[key][0]) {
        complete = false;
        context.addIssue({ code: 'custom', path: [key], message: LIMITS[key][1] });
      }
    });
    if (!complete) return;
    const nutrition = toNutrition(typed);
    if (!nutrition) return;
    for (const problem of nutritionProblems(nutrition)) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type NutritionFormValues = z.infer<typeof NutritionFormValues>;

/** The food fields of the form, as the product form extends its values with them. */
export const FoodFormFields = {
  nutrition: NutritionFormValues,
  allergensUnknown: z.boolean(),
  contains: z.array(AllergenSlug),
  mayContain: z.array(AllergenSlug),
};

export interface FoodFormValues {
  nutrition: NutritionFormValues;
  allergensUnknown: boolean;
  contains: (typeof ALLERGEN_SLUGS)[number][];
  mayContain: (typeof ALLERGEN_SLUGS)[number][];
}

export function toFoodForm(product: { nutrition: Nutrition | null; allergens: Allergens | null }): FoodFormValues {
  const n = product.nutrition;
  return {
    nutrition: {
      kcal: n ? amountText(n.kcal) : '',
      proteins: n ? amountText(n.proteins) : '',
      fats: n ? amountText(n.fats) : '',
      carbs: n ? amountText(n.carbs) : '',
    },
    allergensUnknown: product.allergens === null,
    contains: product.allergens?.contains ?? [],
    mayContain: product.allergens?.mayContain ?? [],
  };
}

function toNutrition(typed: NutritionFormValues): Nutrition | null {
  const [kcal, proteins, fats, carbs] = NUTRITION_KEYS.map((key) => parseAmount(typed[key]));
  if (kcal == null || proteins == null || fats == null || carbs == null) return null;
  return { kcal, proteins, fats, carbs };
}

/** Only called on values the resolver accepted: four numbers or none, allergens ticked or «не указаны». */
export function fromFoodForm(values: FoodFormValues): { nutrition: Nutrition | null; allergens: Allergens | null } {
  return {
    nutrition: toNutrition(values.nutrition),
    allergens: values.allergensUnknown
      ? null
      : normaliseAllergens({ contains: values.contains, mayContain: values.mayContain }),
  };
}

/**
 * The food values in words, for the journal and a stale save's «their value»:
 * «230 ккал, Б 7,5 · Ж 9 · У 29», «содержит: яйца; следы: орехи», and unknown as
 * «не указано» (never «нет»). `null` when the value is not one of these.
 */
export function describeFood(field: string, value: unknown): string | null {
  if (field !== 'nutrition' && field !== 'allergens' && field !== 'contains' && field !== 'mayContain') return null;
  if (value === null || value === undefined) return 'не указано';
  const titles = (slugs: unknown) =>
    Array.isArray(slugs) && slugs.length > 0
      ? slugs.map((slug) => ALLERGEN_TITLES[slug as AllergenSlugValue]?.toLowerCase() ?? String(slug)).join(', ')
      : 'нет';
  if (field === 'contains' || field === 'mayContain') return titles(value);
  const object = value as Record<string, unknown>;
  if (field === 'allergens') return `содержит: ${titles(object.contains)}; следы: ${titles(object.mayContain)}`;
  const text = (key: NutritionKey) => String(object[key] ?? '').replace('.', ',');
  if (NUTRITION_KEYS.every((key) => text(key) === '')) return 'не указано';
  return `${text('kcal')} ккал, Б ${text('proteins')} · Ж ${text('fats')} · У ${text('carbs')}`;
}
