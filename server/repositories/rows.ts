import type {
  Alert,
  Post,
  Product,
  Promo,
  RatingSummary,
  Shop,
  Story,
  SubSlide,
} from '../../src/domain/contract/index';
import { kopecks } from '../../src/domain/money';
import { allergensFromStored, nutritionFromStored } from '../db/food-values';
import type { alerts, posts, products, promos, shops, stories, subSlides } from '../db/schema';

/**
 * Row → contract mappers: the only place that knows both the table layout and the
 * contract's shape. Money is integer kopecks in both, so it is only checked and branded here.
 */

/** Average rounded to one decimal, as shown to shoppers. */
export function ratingSummary(average: number | null, count: number | null): RatingSummary {
  return { average: average === null ? 0 : Math.round(average * 10) / 10, count: count ?? 0 };
}

export function productFromRow(row: typeof products.$inferSelect, rating: RatingSummary): Product {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as Product['category'],
    cost: kopecks(row.costKopecks),
    discount: row.discountPercent,
    weight: row.weight,
    unit: row.unit as Product['unit'],
    composition: row.composition,
    description: row.description,
    image: row.image,
    popular: row.popular,
    rating,
    nutrition: nutritionFromStored(row.nutrition, row.weight),
    allergens: allergensFromStored(row.allergens),
    vegetarian: row.vegetarian,
    lean: row.lean,
  };
}

export function storyFromRow(row: typeof stories.$inferSelect): Story {
  return { _id: row.id, title: row.title, cover: row.cover, slides: row.slides, action: row.action ?? null };
}

export function subSlideFromRow(row: typeof subSlides.$inferSelect): SubSlide {
  return { _id: row.id, title: row.title, subtitle: row.subtitle, image: row.image, href: row.href };
}

export function postFromRow(row: typeof posts.$inferSelect): Post {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    cover: row.cover,
    publishedAt: row.publishedAt.toISOString(),
    like: row.likeCount,
    views: row.viewCount,
  };
}

export function shopFromRow(row: typeof shops.$inferSelect): Shop {
  return {
    _id: row.id,
    title: row.title,
    address: row.address,
    city: row.city,
    phone: row.phone,
    hours: row.hours,
    location: { lat: row.lat, lng: row.lng },
  };
}

export function alertFromRow(row: typeof alerts.$inferSelect): Alert {
  return {
    _id: row.id,
    title: row.title,
    text: row.text,
    link: row.link ?? null,
    dateTimeFrom: row.dateTimeFrom.toISOString(),
    dateTimeTo: row.dateTimeTo.toISOString(),
    shopId: row.shopId,
  };
}

/** A zero amount means "not this kind" to the engine; the table keeps exactly one kind non-null. */
const positiveOrNull = (value: number | undefined) => (value !== undefined && value > 0 ? value : null);

/** A promo's columns (its items live in `promo_items`), the inverse of `promoFromRow`. */
export function promoToRow(promo: Omit<Promo, '_id'>) {
  return {
    title: promo.title ?? null,
    dateTimeFrom: new Date(promo.dateTimeFrom),
    dateTimeTo: new Date(promo.dateTimeTo),
    discountPercent: positiveOrNull(promo.discountPercent),
    discountFiatKopecks: positiveOrNull(promo.discountFiat),
    discountCostKopecks: positiveOrNull(promo.discountCost),
    discountForEvery: promo.discountForEvery ?? 1,
    fromTheCostKopecks: promo.fromTheCost?.value ?? null,
    fromTheCostFromItems: promo.fromTheCost?.fromItems ?? null,
    fromTheCount: promo.fromTheCount?.value ?? null,
    fromTheCountFromItems: promo.fromTheCount?.fromItems ?? null,
  };
}

export function promoFromRow(row: typeof promos.$inferSelect, itemIds: string[]): Promo {
  const promo: Promo = {
    _id: row.id,
    dateTimeFrom: row.dateTimeFrom.toISOString(),
    dateTimeTo: row.dateTimeTo.toISOString(),
    discountForEvery: row.discountForEvery,
    items: itemIds.map((_id) => ({ _id })),
  };
  if (row.title !== null) promo.title = row.title;
  if (row.discountPercent !== null) promo.discountPercent = row.discountPercent;
  if (row.discountFiatKopecks !== null) promo.discountFiat = kopecks(row.discountFiatKopecks);
  if (row.discountCostKopecks !== null) promo.discountCost = kopecks(row.discountCostKopecks);
  if (row.fromTheCostKopecks !== null) {
    promo.fromTheCost = { value: kopecks(row.fromTheCostKopecks), fromItems: row.fromTheCostFromItems ?? false };
  }
  if (row.fromTheCount !== null) {
    promo.fromTheCount = { value: row.fromTheCount, fromItems: row.fromTheCountFromItems ?? false };
  }
  return promo;
}
