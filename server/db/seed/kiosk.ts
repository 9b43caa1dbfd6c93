import { eq } from 'drizzle-orm';
import { createPasswordHasher, PRODUCTION_SCRYPT_COST, type ScryptCost } from '../../services/accounts/passwords';
import { seedRuns, shopKioskSettings, shops } from '../schema';
import { type Executor, withTransaction } from '../transaction';
import { shopSeeds } from './data/index';

/** The demo shops' kiosk PINs: a set of its own, so a database seeded before kiosks existed gets them too. */
export const DEMO_KIOSK_SEED = 'demo-kiosk-pins-v1';
/** Every demo shop's kiosk PIN (the README says so); `npm run kiosk:pin` sets another. */
export const DEMO_KIOSK_PIN = '1234';

export interface KioskSeedOptions {
  /** How the demo PIN is hashed; tests pass a cheap cost. */
  pinCost?: ScryptCost;
}

/**
 * Gives every demo shop the demo kiosk PIN, once per database and only for
 * shops that have no kiosk settings yet (a PIN somebody set stays). The PIN is
 * hashed once for all shops: scrypt at the production cost takes a while.
 */
export async function seedDemoKioskPins(db: Executor, { pinCost = PRODUCTION_SCRYPT_COST }: KioskSeedOptions = {}) {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_KIOSK_SEED));
  if (done) return;
  const pinHash = await createPasswordHasher(pinCost).hash(DEMO_KIOSK_PIN);
  await withTransaction(db, async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_KIOSK_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const demoIds = new Set(shopSeeds.map((shop) => shop._id));
    const present = (await tx.select({ id: shops.id }).from(shops)).filter((shop) => demoIds.has(shop.id));
    if (present.length === 0) return;
    await tx
      .insert(shopKioskSettings)
      .values(present.map((shop) => ({ shopId: shop.id, pinHash })))
      .onConflictDoNothing();
  });
}
