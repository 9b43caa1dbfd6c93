import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { createPasswordHasher, PRODUCTION_SCRYPT_COST, type ScryptCost } from '../../services/accounts/passwords';
import type { StaffRole } from '../schema';
import { seedRuns, shops, staff, staffShops } from '../schema';
import { type Executor, withTransaction } from '../transaction';

/** The demo staff accounts: a set of their own, so a demo database made before staff existed gets them too. */
export const DEMO_STAFF_SEED = 'demo-staff-v1';

export interface DemoStaffAccount {
  login: string;
  password: string;
  name: string;
  role: StaffRole;
  /** `first-shop`: the first shop in `/adresa` order (`sort_order`, then id); none for an admin. */
  shops: 'none' | 'first-shop';
}

/** The README lists these; they exist only in the embedded demo database, never in one `DATABASE_URL` names. */
export const DEMO_STAFF: readonly DemoStaffAccount[] = [
  { login: 'admin', password: 'pirog-admin', name: 'Администратор', role: 'admin', shops: 'none' },
  { login: 'kassa', password: 'pirog-kassa', name: 'Касса', role: 'staff', shops: 'first-shop' },
];

/** How the demo admin (every shop) signs in: the benches, the soak and the browser tests act as it. */
export function demoAdminSignIn(): { login: string; password: string } {
  const admin = DEMO_STAFF.find((account) => account.role === 'admin');
  if (!admin) throw new Error('the demo staff has no admin');
  return { login: admin.login, password: admin.password };
}

export interface StaffSeedOptions {
  /** How the demo passwords are hashed; tests pass a cheap cost. */
  passwordCost?: ScryptCost;
}

/**
 * Creates the demo staff once per database: the marker row and the accounts
 * in one transaction, a login somebody already took stays theirs. Only the
 * server's start-up on the embedded database calls this (and the test
 * databases, which stand for it), never the seed command: demo passwords on
 * a real shop's database would be a way in.
 */
export async function seedDemoStaff(
  db: Executor,
  now: Date,
  { passwordCost = PRODUCTION_SCRYPT_COST }: StaffSeedOptions = {},
): Promise<void> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_STAFF_SEED));
  if (done) return;
  // Hashed before the transaction and one after the other: scrypt at the production cost takes a while
  // and 128 MiB each, and the transaction stays short.
  const hasher = createPasswordHasher(passwordCost);
  const accounts: (DemoStaffAccount & { passwordHash: string })[] = [];
  for (const account of DEMO_STAFF) accounts.push({ ...account, passwordHash: await hasher.hash(account.password) });
  await withTransaction(db, async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_STAFF_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const [firstShop] = await tx
      .select({ id: shops.id })
      .from(shops)
      .orderBy(asc(shops.sortOrder), asc(shops.id))
      .limit(1);
    for (const account of accounts) {
      const shopIds = account.shops === 'first-shop' ? (firstShop ? [firstShop.id] : []) : [];
      // A staff member with no shop could do nothing: without shops only the admin is made.
      if (account.role !== 'admin' && shopIds.length === 0) continue;
      const [created] = await tx
        .insert(staff)
        .values({
          id: randomUUID(),
          login: account.login,
          name: account.name,
          role: account.role,
          passwordHash: account.passwordHash,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: staff.id });
      if (created && shopIds.length > 0) {
        await tx.insert(staffShops).values(shopIds.map((shopId) => ({ staffId: created.id, shopId })));
      }
    }
  });
}
