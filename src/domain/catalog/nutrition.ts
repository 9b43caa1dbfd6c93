/**
 * Nutrition (КБЖУ) and allergens of a product (issue 30). The allergen groups
 * are the 14 of EU Regulation 1169/2011 Annex II; their slugs are transliterated
 * Russian because they travel in shoppers' URLs (`?bez=orehi,moloko`) and never
 * change. Unknown is a value of its own, never "none": КБЖУ not entered is
 * `null` (no invented zeros), allergens not entered are `known: false`.
 */

import { ALLERGEN_SLUGS, type AllergenSlug } from './allergen-slugs';

// The slugs live apart so a page that only reads them from its URL does not carry the titles below.
export { ALLERGEN_SLUGS, type AllergenSlug };

/** What the product modal and the back office call each group. */
export const ALLERGEN_TITLES: Record<AllergenSlug, string> = {
  gluten: 'Злаки с глютеном',
  rakoobraznye: 'Ракообразные',
  yaytsa: 'Яйца',
  ryba: 'Рыба',
  arahis: 'Арахис',
  soya: 'Соя',
  moloko: 'Молоко',
  orehi: 'Орехи',
  selderey: 'Сельдерей',
  gorchitsa: 'Горчица',
  kunzhut: 'Кунжут',
  sulfity: 'Сульфиты',
  lyupin: 'Люпин',
  mollyuski: 'Моллюски',
};

/** The «Без …» filter labels (genitive case). */
export const ALLERGEN_FREE_LABELS: Record<AllergenSlug, string> = {
  gluten: 'Без глютена',
  rakoobraznye: 'Без ракообразных',
  yaytsa: 'Без яиц',
  ryba: 'Без рыбы',
  arahis: 'Без арахиса',
  soya: 'Без сои',
  moloko: 'Без молока',
  orehi: 'Без орехов',
  selderey: 'Без сельдерея',
  gorchitsa: 'Без горчицы',
  kunzhut: 'Без кунжута',
  sulfity: 'Без сульфитов',
  lyupin: 'Без люпина',
  mollyuski: 'Без моллюсков',
};

export function isAllergenSlug(value: string): value is AllergenSlug {
  return (ALLERGEN_SLUGS as readonly string[]).includes(value);
}

/** Per 100 g (100 ml for drinks): energy in kcal, the rest in grams. */
export interface NutritionPer100 {
  kcal: number;
  proteins: number;
  fats: number;
  carbs: number;
}

/**
 * КБЖУ per 100 g and `weight`, the grams (millilitres for drinks) of one piece
 * or the whole pie as sold, so the shop can also say what one piece gives.
 */
export interface Nutrition extends NutritionPer100 {
  weight: number;
}

/**
 * What a product contains and what it may contain in trace amounts. `known:
 * false` = not entered: both lists are empty and no «Без …» filter lets it through.
 */
export interface Allergens {
  contains: AllergenSlug[];
  mayContain: AllergenSlug[];
  known: boolean;
}

/** Allergens not entered: the one spelling of unknown (a new object each time, so nobody shares a list). */
export function unknownAllergens(): Allergens {
  return { contains: [], mayContain: [], known: false };
}

/** The text a shopper reads when the allergens were not entered. */
export const ALLERGENS_UNKNOWN_TEXT = 'Состав и аллергены уточняйте у продавца';

/** Energy per gram of protein, fat and carbohydrate (Regulation 1169/2011 Annex XIV). */
const KCAL_PER_GRAM = { proteins: 4, fats: 9, carbs: 4 } as const;
/** How far the stated energy may stand from the one computed from the macros (fibre, polyols, rounding). */
export const KCAL_TOLERANCE = 0.15;
/** Below this many kcal rounding dominates (a drink of 0,1 g protein), so a couple of kcal are always allowed. */
const KCAL_ROUNDING_SLACK = 2;

export function kcalFromMacros(n: Pick<NutritionPer100, 'proteins' | 'fats' | 'carbs'>): number {
  return n.proteins * KCAL_PER_GRAM.proteins + n.fats * KCAL_PER_GRAM.fats + n.carbs * KCAL_PER_GRAM.carbs;
}

export const MACROS_OVER_100_MESSAGE = 'Белков, жиров и углеводов вместе не больше 100 г на 100 г';
export const KCAL_MISMATCH_MESSAGE = 'Калорийность не сходится с БЖУ (4/9/4 ккал на грамм, допуск 15 %)';

/** The Russian reasons a set of numbers cannot be true; empty when they can. */
export function nutritionProblems(n: NutritionPer100): { field: 'carbs' | 'kcal'; message: string }[] {
  const problems: { field: 'carbs' | 'kcal'; message: string }[] = [];
  if (n.proteins + n.fats + n.carbs > 100) problems.push({ field: 'carbs', message: MACROS_OVER_100_MESSAGE });
  const computed = kcalFromMacros(n);
  if (Math.abs(n.kcal - computed) > Math.max(computed * KCAL_TOLERANCE, KCAL_ROUNDING_SLACK)) {
    problems.push({ field: 'kcal', message: KCAL_MISMATCH_MESSAGE });
  }
  return problems;
}

/** The values for one piece (`n.weight` grams), rounded as shown (kcal whole, grams to a tenth). */
export function nutritionPerPiece(n: Nutrition): NutritionPer100 {
  const share = n.weight / 100;
  const tenth = (value: number) => Math.round(value * share * 10) / 10;
  return { kcal: Math.round(n.kcal * share), proteins: tenth(n.proteins), fats: tenth(n.fats), carbs: tenth(n.carbs) };
}

/**
 * Allergens in the order of Annex II, without repeats; what a product contains
 * is not repeated as a trace; unknown lists nothing (what it would list is not vouched for).
 */
export function normaliseAllergens(allergens: Allergens): Allergens {
  if (!allergens.known) return unknownAllergens();
  const contains = ALLERGEN_SLUGS.filter((slug) => allergens.contains.includes(slug));
  const mayContain = ALLERGEN_SLUGS.filter((slug) => allergens.mayContain.includes(slug) && !contains.includes(slug));
  return { contains, mayContain, known: true };
}

/** The most a piece may weigh, grams (the biggest set is a few kilograms). */
export const MAX_PIECE_WEIGHT = 100_000;
export const PIECE_HEAVIER_THAN_PRODUCT_MESSAGE = 'Вес 1 шт. не больше веса товара';
