import { z } from 'zod';
import { CATEGORY_IDS } from '../catalog/categories';
import { ALLERGEN_SLUGS, MAX_PIECE_WEIGHT, normaliseAllergens, unknownAllergens } from '../catalog/nutrition';
import { Byn, EntityId, Percent, Picture } from './common';

export const CategoryId = z.enum(CATEGORY_IDS);

/** Average of the devices' ratings (1–5) and how many there are; 0 and 0 when nobody rated yet. */
export const RatingSummary = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;
export type CategoryId = z.infer<typeof CategoryId>;

/** A category's title and menu position as the back office set them (the slug stays the URL). */
export const Category = z.object({
  id: CategoryId,
  title: z.string().min(1),
  sortOrder: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof Category>;

export const AllergenSlug = z.enum(ALLERGEN_SLUGS);

const per100 = {
  kcal: z.number().min(0).max(900),
  proteins: z.number().min(0).max(100),
  fats: z.number().min(0).max(100),
  carbs: z.number().min(0).max(100),
};
/** Grams (millilitres for drinks) of one piece or the whole pie as sold. */
export const PieceWeight = z.number().positive().max(MAX_PIECE_WEIGHT);

/** Per 100 g (100 ml): energy in kcal, proteins, fats and carbohydrates in grams; and the weight of one piece. */
export const Nutrition = z.object({ ...per100, weight: PieceWeight });

const AllergenList = z.array(AllergenSlug).max(ALLERGEN_SLUGS.length);

/**
 * The EU 1169/2011 Annex II groups a product contains and those it may contain
 * in traces; `known: false` (both lists empty) = not entered.
 */
export const Allergens = z.object({ contains: AllergenList, mayContain: AllergenList, known: z.boolean() });

/*
 * A product's food values as a reader takes them: today's wire form, and what a
 * service worker or an older server may still hold from before it: nothing or
 * `null` (unknown), allergens without `known` (an object then meant known) and
 * КБЖУ without the piece's weight. Without the weight the numbers cannot be
 * shown per piece, so they read as not entered until the fresh catalogue comes.
 * Encoding writes today's form only; the OpenAPI document shows that form.
 */
const NutritionAsRead = z.codec(
  z.object({ ...per100, weight: PieceWeight.optional() }).nullish(),
  Nutrition.nullable(),
  {
    decode: (sent) => (sent?.weight === undefined ? null : { ...sent, weight: sent.weight }),
    encode: (nutrition) => nutrition,
  },
);
const AllergensAsRead = z.codec(
  z.object({ contains: AllergenList, mayContain: AllergenList, known: z.boolean().optional() }).nullish(),
  Allergens,
  {
    decode: (sent) => (sent ? normaliseAllergens({ ...sent, known: sent.known ?? true }) : unknownAllergens()),
    encode: (allergens) => allergens,
  },
);

export const Product = z.object({
  _id: EntityId,
  slug: EntityId,
  title: z.string().min(1),
  category: CategoryId,
  cost: Byn,
  /** Per-item discount percent (SPEC §3 cart item `discount`). */
  discount: Percent,
  /** Net weight in grams, or volume in millilitres for drinks. */
  weight: z.number().int().positive(),
  unit: z.enum(['г', 'мл']),
  composition: z.string(),
  description: z.string(),
  image: Picture,
  popular: z.boolean(),
  rating: RatingSummary,
  /*
   * Issue 30. КБЖУ `null` and allergens `known: false` are "not entered" (the
   * shop says to ask the seller), never "none".
   */
  nutrition: NutritionAsRead,
  allergens: AllergensAsRead,
  vegetarian: z.boolean().default(false),
  /** Постное: no meat, fish, milk or eggs. */
  lean: z.boolean().default(false),
});
export type Product = z.infer<typeof Product>;

export const StorySlide = z.object({
  image: Picture,
  text: z.string(),
  durationMs: z.number().int().positive(),
});

export const Story = z.object({
  _id: EntityId,
  title: z.string().min(1),
  cover: Picture,
  slides: z.array(StorySlide).min(1),
  /** Call to action: a product modal (`?pirog=`) or an in-app page. */
  action: z
    .object({ label: z.string(), productId: EntityId.optional(), href: z.string().startsWith('/').optional() })
    .nullable(),
});
export type Story = z.infer<typeof Story>;

export const SubSlide = z.object({
  _id: EntityId,
  title: z.string(),
  subtitle: z.string(),
  image: Picture,
  href: z.string().startsWith('/'),
});
export type SubSlide = z.infer<typeof SubSlide>;

/** `POST /api/product/{id}/rating`: the device's stars for a product. */
export const RateProductBody = z.object({
  stars: z.number().int('Оценка должна быть целым числом').min(1, 'Оценка от 1 до 5').max(5, 'Оценка от 1 до 5'),
});
export type RateProductBody = z.infer<typeof RateProductBody>;

export const RateProductAnswer = z.object({ stars: z.number().int(), rating: RatingSummary });
export type RateProductAnswer = z.infer<typeof RateProductAnswer>;
