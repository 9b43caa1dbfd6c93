import { describe, expect, it } from 'vitest';
import { listPictureBases, viewAspectMismatches } from '../../../../scripts/art/index';
import { CATEGORY_IDS } from '../../../../src/domain/catalog/categories';
import { imageKindOf, imageSize } from '../../../../src/domain/catalog/images';
import { Product, Story, SubSlide } from '../../../../src/domain/contract/catalog';
import type { Picture } from '../../../../src/domain/contract/common';
import { Alert, Post, Shop } from '../../../../src/domain/contract/content';
import { Promo } from '../../../../src/domain/contract/promo';
import { alertSeeds, postSeeds, productSeeds, promoSeeds, shopSeeds, storySeeds, subSlideSeeds } from './index';

const NOW = new Date('2026-11-22T09:00:00Z');
const productIds = new Set(productSeeds.map((p) => p._id));

const isActive = (item: { dateTimeFrom: string; dateTimeTo: string }, now = NOW) =>
  Date.parse(item.dateTimeFrom) <= now.getTime() && now.getTime() <= Date.parse(item.dateTimeTo);

function expectUnique(ids: readonly string[]) {
  expect(new Set(ids).size).toBe(ids.length);
}

function allPictures(): Picture[] {
  return [
    ...productSeeds.map((p) => p.image),
    ...storySeeds.flatMap((s) => [s.cover, ...s.slides.map((slide) => slide.image)]),
    ...postSeeds.map((p) => p.cover),
    ...subSlideSeeds.map((s) => s.image),
  ];
}

describe('products', () => {
  it('are decoded by the contract schema and encode back to the wire', () => {
    // Seeds are held decoded (kopecks); encoding checks they are valid contract values.
    for (const product of productSeeds) Product.omit({ rating: true }).encode(product);
  });

  it('cover every category with at least 40 products and unique ids', () => {
    expect(productSeeds.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(productSeeds.map((p) => p.category));
    for (const id of CATEGORY_IDS) expect(categories, id).toContain(id);
    expectUnique(productSeeds.map((p) => p._id));
    expectUnique(productSeeds.map((p) => p.slug));
  });

  it('have realistic prices, a few discounts and popular items', () => {
    for (const p of productSeeds) {
      // Kopecks: between 2 and 150 BYN, whole.
      expect(p.cost, p._id).toBeGreaterThan(200);
      expect(p.cost, p._id).toBeLessThan(15_000);
      expect(Number.isSafeInteger(p.cost), p._id).toBe(true);
      expect(p.unit === 'мл', p._id).toBe(p.category === 'napitki');
    }
    const discounted = productSeeds.filter((p) => p.discount > 0);
    expect(discounted.length).toBeGreaterThanOrEqual(5);
    for (const p of discounted) expect(p.discount).toBeLessThanOrEqual(20);
    expect(productSeeds.filter((p) => p.popular).length).toBeGreaterThanOrEqual(6);
  });
});

describe('stories, posts, sub-slider', () => {
  it('stories parse and link to real products', () => {
    expect(storySeeds.length).toBeGreaterThanOrEqual(6);
    expectUnique(storySeeds.map((s) => s._id));
    for (const story of storySeeds) {
      Story.parse(story);
      expect(story.slides.length).toBeGreaterThanOrEqual(2);
      expect(story.slides.length).toBeLessThanOrEqual(4);
      if (story.action?.productId) expect(productIds, story._id).toContain(story.action.productId);
      if (story.action) expect(Boolean(story.action.productId) !== Boolean(story.action.href)).toBe(true);
    }
  });

  it('posts parse, are unique and spread over 2026', () => {
    expect(postSeeds.length).toBeGreaterThanOrEqual(12);
    expectUnique(postSeeds.map((p) => p._id));
    for (const post of postSeeds) {
      Post.omit({ like: true, views: true }).parse(post);
      expect(post.body.length).toBeGreaterThanOrEqual(3);
      expect(post.body.length).toBeLessThanOrEqual(6);
      expect(post.publishedAt.startsWith('2026-')).toBe(true);
    }
    const months = new Set(postSeeds.map((p) => p.publishedAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it('sub-slides parse and point at app pages', () => {
    expect(subSlideSeeds.length).toBeGreaterThanOrEqual(3);
    expectUnique(subSlideSeeds.map((s) => s._id));
    for (const slide of subSlideSeeds) SubSlide.parse(slide);
    expect(subSlideSeeds.map((s) => s.href)).toEqual(expect.arrayContaining(['/akcii', '/dostavka', '/loyalty']));
  });
});

describe('shops', () => {
  it('are at least five Minsk shops with phones, hours and coordinates', () => {
    expect(shopSeeds.length).toBeGreaterThanOrEqual(5);
    expectUnique(shopSeeds.map((s) => s._id));
    for (const shop of shopSeeds) {
      Shop.parse(shop);
      expect(shop.city).toBe('Минск');
      expect(shop.phone).toMatch(/^\+375 17 \d{3}-\d{2}-\d{2}$/);
      expect(shop.location.lat).toBeGreaterThan(53.83);
      expect(shop.location.lat).toBeLessThan(53.97);
      expect(shop.location.lng).toBeGreaterThan(27.4);
      expect(shop.location.lng).toBeLessThan(27.7);
      for (const day of shop.hours) if (day) expect(day.opens < day.closes).toBe(true);
    }
    expect(shopSeeds.some((s) => s.hours[6] === null)).toBe(true);
  });
});

describe('promos and alerts', () => {
  const promos = promoSeeds(NOW);

  it('parse, set exactly one kind of discount and reference real products', () => {
    expectUnique(promos.map((p) => p._id));
    for (const promo of promos) {
      Promo.encode(promo);
      const kinds = [promo.discountPercent, promo.discountFiat, promo.discountCost].filter((v) => v !== undefined);
      expect(kinds, promo._id).toHaveLength(1);
      expect(promo.items.length).toBeGreaterThan(0);
      for (const item of promo.items) expect(productIds, promo._id).toContain(item._id);
      expect(Date.parse(promo.dateTimeFrom)).toBeLessThan(Date.parse(promo.dateTimeTo));
    }
  });

  it('has three active promos covering the SPEC fields and one expired', () => {
    const active = promos.filter((p) => isActive(p));
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(promos.some((p) => Date.parse(p.dateTimeTo) < NOW.getTime())).toBe(true);
    expect(active.some((p) => p.discountPercent === 50 && p.discountForEvery === 3)).toBe(true);
    expect(active.some((p) => p.discountCost !== undefined && p.fromTheCost?.fromItems === false)).toBe(true);
    expect(active.some((p) => p.discountFiat !== undefined && p.fromTheCount?.fromItems === true)).toBe(true);
  });

  it('stays active whenever the seed runs', () => {
    const later = new Date('2031-02-03T23:30:00Z');
    expect(promoSeeds(later).filter((p) => isActive(p, later)).length).toBeGreaterThanOrEqual(3);
    expect(alertSeeds(later).filter((a) => isActive(a, later))).toHaveLength(0);
  });

  it('has one scheduled alert and one expired, none active (an active alert blocks the shop)', () => {
    const alerts = alertSeeds(NOW);
    for (const alert of alerts) Alert.parse(alert);
    expectUnique(alerts.map((a) => a._id));
    expect(alerts.filter((a) => isActive(a))).toHaveLength(0);
    expect(alerts.filter((a) => Date.parse(a.dateTimeFrom) > NOW.getTime())).toHaveLength(1);
    expect(alerts.filter((a) => Date.parse(a.dateTimeTo) < NOW.getTime())).toHaveLength(1);
  });

  it('writes Minsk time with its offset', () => {
    expect(promos[0]?.dateTimeFrom).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+03:00$/);
    expect(promos[0]?.dateTimeTo).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+03:00$/);
  });
});

describe('pictures', () => {
  const bases = listPictureBases();

  it('every picture has artwork in the generator registry, and every artwork is used', () => {
    const registered = new Set(bases);
    const used = allPictures().map((p) => p.base);
    for (const base of used) expect(registered, base).toContain(base);
    expect(new Set(used)).toEqual(registered);
    expectUnique(bases);
  });

  it('every picture has the size of the largest rendition of its kind and Russian alt text', () => {
    for (const picture of allPictures()) {
      const kind = imageKindOf(picture.base);
      expect(kind, picture.base).not.toBeNull();
      if (kind) expect({ width: picture.width, height: picture.height }, picture.base).toEqual(imageSize(kind));
      expect(picture.alt, picture.base).toMatch(/[а-яё]/i);
    }
  });

  it('artwork views keep the aspect ratio of their kind', () => {
    expect(viewAspectMismatches()).toEqual([]);
  });
});
