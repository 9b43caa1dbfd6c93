import { z } from 'zod';
import {
  type ALLERGEN_SLUGS,
  ALLERGEN_TITLES,
  type AllergenSlug as AllergenSlugValue,
  type Allergens,
  MAX_PIECE_WEIGHT,
  type Nutrition,
  type NutritionPer100,
  normaliseAllergens,
  nutritionProblems,
  PIECE_HEAVIER_THAN_PRODUCT_MESSAGE,
  unknownAllergens,
} from '../../domain/catalog/nutrition';
import { AllergenSlug } from '../../domain/contract/catalog';
import { decimalComma } from '../../domain/digits';

/*
 * The product form's food part (issue 30): КБЖУ as four numbers typed as text
 * («7,5»; all four empty = «не указано») and the weight of one piece they are
 * counted for (empty = the product's weight), allergens as two sets of
 * checkboxes with «аллергены не указаны», so unknown stays distinct from «none».
 */

export const NUTRITION_KEYS = ['kcal', 'proteins', 'fats', 'carbs'] as const;
export type NutritionKey = (typeof NUTRITION_KEYS)[number];

export const NUTRITION_LABELS: Record<NutritionKey, string> = {
  kcal: 'Калорийность, ккал',
  proteins: 'Белки, г',
  fats: 'Жиры, г',
  carbs: 'Углеводы, г',
};

export const PIECE_WEIGHT_LABEL = 'Вес 1 шт., г (мл)';
export const PIECE_WEIGHT_EXPECTED = 'Вес больше нуля, например 110';

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

/** «110» or «62,5» grams → the number; empty → null; anything else (zero included) → NaN. */
export function parsePieceWeight(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const weight = /^\d{1,6}([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
  return weight > 0 && weight <= MAX_PIECE_WEIGHT ? weight : Number.NaN;
}

const amountText = decimalComma;

export const NutritionFormValues = z
  .object({ kcal: z.string(), proteins: z.string(), fats: z.string(), carbs: z.string(), weight: z.string() })
  .superRefine((typed, context) => {
    if (Number.isNaN(parsePieceWeight(typed.weight))) {
      context.addIssue({ code: 'custom', path: ['weight'], message: PIECE_WEIGHT_EXPECTED });
    }
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
    const per100 = per100Of(typed);
    if (!per100) return;
    for (const problem of nutritionProblems(per100)) {
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

export function toFoodForm(product: { nutrition: Nutrition | null; allergens: Allergens }): FoodFormValues {
  const n = product.nutrition;
  return {
    nutrition: {
      kcal: n ? amountText(n.kcal) : '',
      proteins: n ? amountText(n.proteins) : '',
      fats: n ? amountText(n.fats) : '',
      carbs: n ? amountText(n.carbs) : '',
      weight: n ? amountText(n.weight) : '',
    },
    allergensUnknown: !product.allergens.known,
    contains: product.allergens.contains,
    mayContain: product.allergens.mayContain,
  };
}

function per100Of(typed: NutritionFormValues): NutritionPer100 | null {
  const [kcal, proteins, fats, carbs] = NUTRITION_KEYS.map((key) => parseAmount(typed[key]));
  if (kcal == null || proteins == null || fats == null || carbs == null) return null;
  return { kcal, proteins, fats, carbs };
}

function toNutrition(typed: NutritionFormValues, productWeight: number): Nutrition | null {
  const per100 = per100Of(typed);
  return per100 && { ...per100, weight: parsePieceWeight(typed.weight) ?? productWeight };
}

/** A piece weighs no more than the product it is a piece of; `null` when it does not. */
export function pieceWeightProblem(values: FoodFormValues, productWeight: number): string | null {
  const nutrition = toNutrition(values.nutrition, productWeight);
  return nutrition && nutrition.weight > productWeight ? PIECE_HEAVIER_THAN_PRODUCT_MESSAGE : null;
}

/**
 * Only called on values the resolver accepted: four numbers or none (the piece's
 * weight empty = the product's), allergens ticked or «не указаны».
 */
export function fromFoodForm(
  values: FoodFormValues,
  productWeight: number,
): { nutrition: Nutrition | null; allergens: Allergens } {
  return {
    nutrition: toNutrition(values.nutrition, productWeight),
    allergens: values.allergensUnknown
      ? unknownAllergens()
      : normaliseAllergens({ contains: values.contains, mayContain: values.mayContain, known: true }),
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
  if (field === 'allergens') {
    // Entries journaled before `known` travelled spelled unknown as `null` and known as an object without it.
    if (object.known === false) return 'не указано';
    return `содержит: ${titles(object.contains)}; следы: ${titles(object.mayContain)}`;
  }
  const text = (key: NutritionKey | 'weight') => decimalComma(String(object[key] ?? ''));
  if (NUTRITION_KEYS.every((key) => text(key) === '')) return 'не указано';
  const piece = text('weight') === '' ? '' : `; 1 шт. ${text('weight')} г`;
  return `${text('kcal')} ккал, Б ${text('proteins')} · Ж ${text('fats')} · У ${text('carbs')}${piece}`;
}
