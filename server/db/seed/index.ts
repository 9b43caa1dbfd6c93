import { and, eq, isNull, sql } from 'drizzle-orm';
import { validatePromoRules } from '../../../src/domain/pricing/index';
import { promoToRow } from '../../repositories/rows';
import { allergensToStored, nutritionToStored } from '../food-values';
import {
  alerts,
  deliveryZones,
  posts,
  products,
  promoItems,
  promos,
  seedRuns,
  shops,
  stories,
  subSlides,
} from '../schema';
import { type Executor, withTransaction } from '../transaction';
import {
  alertSeeds,
  deliveryZoneSeeds,
  postSeeds,
  productSeeds,
  promoSeeds,
  shopSeeds,
  storySeeds,
  subSlideSeeds,
} from './data/index';
import { type KioskSeedOptions, seedDemoKioskPins } from './kiosk';

export { DEMO_KIOSK_PIN, DEMO_KIOSK_SEED, type KioskSeedOptions, seedDemoKioskPins } from './kiosk';
export { DEMO_STAFF, DEMO_STAFF_SEED, type DemoStaffAccount, type StaffSeedOptions, seedDemoStaff } from './staff';

/** Bump when the demo data set changes shape; a database records each set it received. */
export const DEMO_SEED = 'demo-catalogue-v1';
/** The demo delivery zones: a set of its own, so a database seeded before zones existed gets them too. */
export const DEMO_DELIVERY_SEED = 'demo-delivery-v1';
/** КБЖУ and allergens of the demo products (issue 30): a set of its own, for demo databases seeded before them. */
export const DEMO_NUTRITION_SEED = 'demo-nutrition-v1';
/** The weight of one piece in the demo КБЖУ, for demo databases given them before it travelled. */
export const DEMO_PIECE_WEIGHT_SEED = 'demo-piece-weight-v1';

const DEMO_STORIES_PUBLISHED_AT = new Date('2026-01-01T00:00:00+03:00');

export type DemoSeedOutcome = 'seeded' | 'already-seeded' | 'catalogue-not-empty';

/** Whether the database has no products at all (withdrawn ones count: they are somebody's catalogue). */
export async function catalogueIsEmpty(db: Executor): Promise<boolean> {
  const [any] = await db.select({ id: products.id }).from(products).limit(1);
  return any === undefined;
}

/**
 * Writes the demo catalogue once per database; promotions and alerts are dated
 * around `now`. The marker row and the data go in one transaction, so a crash
 * half-way leaves nothing and the next run retries; a second run (or a second
 * process racing on PostgreSQL: it waits on the marker row) changes nothing.
 * A catalogue that already has products but no marker is somebody's real
 * catalogue, and demo rows are never mixed into it.
 */
export async function seedDemoCatalogue(
  db: Executor,
  now: Date,
  kiosk: KioskSeedOptions = {},
): Promise<DemoSeedOutcome> {
  const outcome = await seedCatalogue(db, now);
  // Demo zones and kiosk PINs go only with the demo catalogue, never next to somebody's real one.
  if (outcome !== 'catalogue-not-empty') {
    await seedDemoNutrition(db);
    await seedDemoPieceWeights(db);
    await seedDemoDelivery(db);
    await seedDemoKioskPins(db, kiosk);
  }
  return outcome;
}

/** Whether the database holds the demo catalogue (it was seeded with it once). */
export async function holdsDemoCatalogue(db: Executor): Promise<boolean> {
  const [marked] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED));
  return marked !== undefined;
}

/**
 * Fills the food values of demo products in a demo database seeded before they
 * existed, once. Only products still without any (nutrition, allergens and flags
 * all unset) are touched, so nothing staff entered is overwritten; the version is
 * raised, so a back-office form opened before stays a stale edit, not a wipe.
 * A fresh seed wrote the values already: the guard finds nothing to fill.
 */
async function seedDemoNutrition(db: Executor): Promise<void> {
  await withTransaction(db, async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_NUTRITION_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    for (const product of productSeeds) {
      await tx
        .update(products)
        .set({
          nutrition: nutritionToStored(product.nutrition),
          allergens: allergensToStored(product.allergens),
          vegetarian: product.vegetarian,
          lean: product.lean,
          version: sql`${products.version} + 1`,
        })
        .where(
          and(
            eq(products.id, product._id),
            isNull(products.nutrition),
            isNull(products.allergens),
            eq(products.vegetarian, false),
            eq(products.lean, false),
          ),
        );
    }
  });
}

/**
 * Adds the piece's weight to demo КБЖУ stored without it, once; КБЖУ saved
 * since by staff carry their own weight and are not touched. Until then the
 * product's weight stands in, which is wrong only for products sold as several
 * pieces (the éclairs, the mini-pie set).
 */
async function seedDemoPieceWeights(db: Executor): Promise<void> {
  await withTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_PIECE_WEIGHT_SEED })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    const weights = productSeeds.flatMap((product) =>
      product.nutrition ? [sql`(${product._id}::text, ${product.nutrition.weight}::numeric)`] : [],
    );
    if (weights.length === 0) return;
    // One statement, not one per product: a start on a loaded machine should not wait on fifty round trips.
    await tx.execute(sql`
      update ${products}
      set nutrition = jsonb_set(${products.nutrition}, '{weight}', to_jsonb(piece.weight)),
          version = ${products.version} + 1
      from (values ${sql.join(weights, sql`, `)}) as piece(id, weight)
      where ${products.id} = piece.id and ${products.nutrition} is not null and ${products.nutrition}->'weight' is null`);
  });
}

/**
 * Minsk's districts as delivery zones, once per database and only while it has
 * no zones: zones somebody entered are theirs.
 */
async function seedDemoDelivery(db: Executor): Promise<void> {
  await withTransaction(db, async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_DELIVERY_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const [any] = await tx.select({ id: deliveryZones.id }).from(deliveryZones).limit(1);
    if (any) return;
    await tx.insert(deliveryZones).values(
      deliveryZoneSeeds.map((zone, index) => ({
        id: zone._id,
        title: zone.title,
        minOrderKopecks: zone.minOrder,
        feeKopecks: zone.fee,
        freeFromKopecks: zone.freeFrom,
        leadMinutes: zone.leadMinutes,
        sortOrder: index,
      })),
    );
  });
}

async function seedCatalogue(db: Executor, now: Date): Promise<DemoSeedOutcome> {
  return withTransaction(db, async (tx) => {
    const [marked] = await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED));
    if (marked) return 'already-seeded';
    if (!(await catalogueIsEmpty(tx))) return 'catalogue-not-empty';
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return 'already-seeded';

    await tx.insert(products).values(
      productSeeds.map((product, index) => ({
        id: product._id,
        slug: product.slug,
        title: product.title,
        category: product.category,
        costKopecks: product.cost,
        discountPercent: product.discount,
        weight: product.weight,
        unit: product.unit,
        composition: product.composition,
        description: product.description,
        image: product.image,
        popular: product.popular,
        nutrition: nutritionToStored(product.nutrition),
        allergens: allergensToStored(product.allergens),
        vegetarian: product.vegetarian,
        lean: product.lean,
        sortOrder: index,
      })),
    );
    await tx.insert(stories).values(
      storySeeds.map((story, index) => ({
        id: story._id,
        title: story.title,
        cover: story.cover,
        slides: story.slides,
        action: story.action,
        // The demo's stories are older than any test clock (FIXED_NOW is 2026-11-22), so they always show.
        publishedAt: DEMO_STORIES_PUBLISHED_AT,
        sortOrder: index,
      })),
    );
    await tx.insert(subSlides).values(
      subSlideSeeds.map((slide, index) => ({
        id: slide._id,
        title: slide.title,
        subtitle: slide.subtitle,
        image: slide.image,
        href: slide.href,
        sortOrder: index,
      })),
    );
    await tx.insert(posts).values(
      postSeeds.map((post) => ({
        id: post._id,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        cover: post.cover,
        publishedAt: new Date(post.publishedAt),
      })),
    );
    await tx.insert(shops).values(
      shopSeeds.map((shop, index) => ({
        id: shop._id,
        title: shop.title,
        address: shop.address,
        city: shop.city,
        phone: shop.phone,
        hours: shop.hours,
        lat: shop.location.lat,
        lng: shop.location.lng,
        sortOrder: index,
      })),
    );
    const demoPromos = promoSeeds(now);
    // The server stores only promotions the pricing engine accepts (exactly one kind of discount, sane window).
    for (const promo of demoPromos) validatePromoRules(promo);
    await tx.insert(promos).values(demoPromos.map((promo) => ({ id: promo._id, ...promoToRow(promo) })));
    await tx
      .insert(promoItems)
      .values(
        demoPromos.flatMap((promo) =>
          promo.items.map((item, position) => ({ promoId: promo._id, productId: item._id, position })),
        ),
      );
    await tx.insert(alerts).values(
      alertSeeds(now).map((alert) => ({
        id: alert._id,
        title: alert.title,
        text: alert.text,
        link: alert.link,
        dateTimeFrom: new Date(alert.dateTimeFrom),
        dateTimeTo: new Date(alert.dateTimeTo),
      })),
    );
    return 'seeded';
  });
}
