import {
  type Allergens,
  type Nutrition,
  type NutritionPer100,
  normaliseAllergens,
  unknownAllergens,
} from '../../src/domain/catalog/nutrition';

/*
 * How the products table's jsonb columns hold the food values (issue 30), and
 * the only place that reads and writes them. Rows written before the piece's
 * weight travelled have КБЖУ without it: the product's own weight stands in
 * (the demo data set fills the real one, see the seed). Allergens keep one
 * spelling of unknown, `null`, as they always did, so no stored row changes
 * meaning; a stored object is known.
 */

export type StoredNutrition = NutritionPer100 & { weight?: number };
export type StoredAllergens = Pick<Allergens, 'contains' | 'mayContain'> & { known?: boolean };

export function nutritionFromStored(stored: StoredNutrition | null, productWeight: number): Nutrition | null {
  if (!stored) return null;
  const { kcal, proteins, fats, carbs, weight } = stored;
  return { kcal, proteins, fats, carbs, weight: weight ?? productWeight };
}

export function nutritionToStored(nutrition: Nutrition | null): StoredNutrition | null {
  if (!nutrition) return null;
  const { kcal, proteins, fats, carbs, weight } = nutrition;
  return { kcal, proteins, fats, carbs, weight };
}

export function allergensFromStored(stored: StoredAllergens | null): Allergens {
  if (!stored || stored.known === false) return unknownAllergens();
  return normaliseAllergens({ contains: stored.contains, mayContain: stored.mayContain, known: true });
}

export function allergensToStored(allergens: Allergens): StoredAllergens | null {
  if (!allergens.known) return null;
  const { contains, mayContain } = normaliseAllergens(allergens);
  return { contains, mayContain };
}
