/**
 * The 14 allergen groups of EU Regulation 1169/2011 Annex II, in its order, as
 * transliterated Russian slugs: they travel in shoppers' URLs (`?bez=orehi,moloko`)
 * and never change. Titles and labels are in `nutrition.ts`.
 */
export const ALLERGEN_SLUGS = [
  'gluten',
  'rakoobraznye',
  'yaytsa',
  'ryba',
  'arahis',
  'soya',
  'moloko',
  'orehi',
  'selderey',
  'gorchitsa',
  'kunzhut',
  'sulfity',
  'lyupin',
  'mollyuski',
] as const;

export type AllergenSlug = (typeof ALLERGEN_SLUGS)[number];
