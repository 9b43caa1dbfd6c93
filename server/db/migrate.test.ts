import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, TEST_SCRYPT_COST } from '../services/accounts/passwords';
import {
  appliedMigrations,
  committedMigrationCount,
  createTestDatabase,
  FIXED_NOW,
  type TestDatabase,
  testDatabaseUrl,
} from '../testing/index';
import type { Database, DatabaseKind } from './client';
import * as schema from './schema';
import { deliveryZoneSeeds, postSeeds, productSeeds, shopSeeds, storySeeds } from './seed/data/index';
import {
  DEMO_DELIVERY_SEED,
  DEMO_KIOSK_PIN,
  DEMO_KIOSK_SEED,
  DEMO_NUTRITION_SEED,
  DEMO_PIECE_WEIGHT_SEED,
  DEMO_SEED,
  seedDemoCatalogue,
} from './seed/index';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const tables = async (db: Database) =>
  (
    await rows<{ name: string }>(
      db,
      sql`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') order by 1`,
    )
  ).map((row) => row.name);

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tables(db)) {
    const [schema = '', table = ''] = name.split('.');
    const [row] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`,
    );
    counts[name] = Number(row?.n);
  }
  return counts;
}

const targets: DatabaseKind[] = testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

describe.each(targets)('migrations and seed on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ kind, content: 'empty' });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  // The steps build on each other and run in order.
  it('starts from an empty database', async () => {
    expect(await tables(database.db)).toEqual([]);
  });

  it('applies every migration to the empty database', { timeout: 30_000 }, async () => {
    await database.migrate();
    const names = await tables(database.db);
    // Every table of the Drizzle schema exists, i.e. no schema change is missing its migration.
    const schemaTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => `public.${getTableName(table)}`);
    expect(schemaTables.length).toBeGreaterThanOrEqual(9);
    expect(names.filter((name) => name.startsWith('public.')).sort()).toEqual(schemaTables.sort());
    expect(names).toContain('drizzle.__drizzle_migrations');
    expect(committedMigrationCount).toBeGreaterThan(0);
    expect(await appliedMigrations(database.db)).toHaveLength(committedMigrationCount);
  });

  it('changes nothing when the migrations run a second time', async () => {
    const before = { tables: await tables(database.db), migrations: await appliedMigrations(database.db) };
    await database.migrate();
    expect(await tables(database.db)).toEqual(before.tables);
    expect(await appliedMigrations(database.db)).toEqual(before.migrations);
  });

  it('seeds the demo catalogue once', { timeout: 60_000 }, async () => {
    expect(await seedDemoCatalogue(database.db, FIXED_NOW, { pinCost: TEST_SCRYPT_COST })).toBe('seeded');
    const counts = await rowCounts(database.db);
    expect(counts['public.products']).toBe(productSeeds.length);
    expect(counts['public.stories']).toBe(storySeeds.length);
    expect(counts['public.posts']).toBe(postSeeds.length);
    expect(counts['public.shops']).toBe(shopSeeds.length);
    expect(counts['public.delivery_zones']).toBe(deliveryZoneSeeds.length);
    // Every demo shop gets the demo kiosk PIN, hashed once for all of them.
    const pins = await rows<{ pin_hash: string }>(database.db, sql`select pin_hash from shop_kiosk_settings`);
    expect(pins).toHaveLength(shopSeeds.length);
    expect(new Set(pins.map((pin) => pin.pin_hash)).size).toBe(1);
    expect(await createPasswordHasher(TEST_SCRYPT_COST).verify(DEMO_KIOSK_PIN, pins[0]?.pin_hash ?? '')).toBe(true);
    // The shop's one settings row comes with the migration, not with the demo.
    expect(counts['public.delivery_settings']).toBe(1);
    const marks = await rows<{ name: string }>(database.db, sql`select name from seed_runs order by name`);
    expect(marks.map((mark) => mark.name)).toEqual([
      DEMO_SEED,
      DEMO_DELIVERY_SEED,
      DEMO_KIOSK_SEED,
      DEMO_NUTRITION_SEED,
      DEMO_PIECE_WEIGHT_SEED,
    ]);
    // The food values come with the catalogue itself.
    const [pie] = await rows<{ allergens: unknown; version: number }>(
      database.db,
      sql`select allergens, version from products where id = 'kapusta-yaytso'`,
    );
    expect(pie).toEqual({
      allergens: { contains: ['gluten', 'yaytsa', 'moloko'], mayContain: ['kunzhut'] },
      version: 0,
    });
  });

  it('changes nothing when the seed runs a second time, even at another time', { timeout: 60_000 }, async () => {
    const before = await rowCounts(database.db);
    const later = new Date(FIXED_NOW.getTime() + 40 * 24 * 60 * 60 * 1000);
    expect(await seedDemoCatalogue(database.db, later)).toBe('already-seeded');
    expect(await seedDemoCatalogue(database.db, FIXED_NOW)).toBe('already-seeded');
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it('changes nothing when the migrations run again over seeded data', async () => {
    const before = await rowCounts(database.db);
    await database.migrate();
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it('gives a demo database seeded before delivery zones existed its zones, once, and keeps zones somebody entered', async () => {
    await database.db.execute(sql`delete from delivery_zones`);
    await database.db.execute(sql`delete from seed_runs where name = ${DEMO_DELIVERY_SEED}`);
    expect(await seedDemoCatalogue(database.db, FIXED_NOW)).toBe('already-seeded');
    expect((await rowCounts(database.db))['public.delivery_zones']).toBe(deliveryZoneSeeds.length);

    await database.db.execute(sql`delete from delivery_zones where id <> 'centralnyy'`);
    await database.db.execute(sql`delete from seed_runs where name = ${DEMO_DELIVERY_SEED}`);
    expect(await seedDemoCatalogue(database.db, FIXED_NOW)).toBe('already-seeded');
    expect((await rowCounts(database.db))['public.delivery_zones']).toBe(1);
  });

  it('gives a demo database seeded before КБЖУ existed the food values, once, and keeps values somebody entered', {
    timeout: 60_000,
  }, async () => {
    await database.db.execute(
      sql`update products set nutrition = null, allergens = null, vegetarian = false, lean = false`,
    );
    await database.db.execute(
      sql`update products set vegetarian = true where id = 'myasnoy'`, // as if staff had entered it
    );
    await database.db.execute(sql`delete from seed_runs where name = ${DEMO_NUTRITION_SEED}`);
    expect(await seedDemoCatalogue(database.db, FIXED_NOW)).toBe('already-seeded');
    const filled = await rows<{ id: string; nutrition: unknown; lean: boolean; version: number }>(
      database.db,
      sql`select id, nutrition, lean, version from products where id in ('mini-kapusta', 'myasnoy') order by id`,
    );
    expect(filled).toEqual([
      {
        id: 'mini-kapusta',
        nutrition: { kcal: 206, proteins: 5, fats: 6, carbs: 33, weight: 100 },
        lean: true,
        version: 1,
      },
      { id: 'myasnoy', nutrition: null, lean: false, version: 0 },
    ]);
    const [unknown] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where allergens is null`,
    );
    expect(unknown?.n).toBe(1);
    // Once: cleared values stay cleared on the next start.
    await database.db.execute(sql`update products set nutrition = null where id = 'mini-kapusta'`);
    expect(await seedDemoCatalogue(database.db, FIXED_NOW)).toBe('already-seeded');
    const [again] = await rows<{ nutrition: unknown }>(
      database.db,
      sql`select nutrition from products where id = 'mini-kapusta'`,
    );
    expect(again?.nutrition).toBeNull();
  });

  it('gives demo КБЖУ stored before the piece’s weight travelled their weight, once, and keeps values somebody entered', {
    timeout: 60_000,
  }, async () => {
    // As stored before: КБЖУ without a weight. Staff have since saved the cabbage pie's own.
    await database.db.execute(sql`update products set nutrition = nutrition - 'weight'`);
    await database.db.execute(
      sql`update products set nutrition = jsonb_set(nutrition, '{weight}', '250') where id = 'kapusta-yaytso'`,
    );
    await database.db.execute(sql`delete from seed_runs where name = ${DEMO_PIECE_WEIGHT_SEED}`);
    const before = await rows<{ id: string; version: number }>(
      database.db,
      sql`select id, version from products where id in ('eklery', 'kapusta-yaytso') order by id`,
    );
    expect(await seedDemoCatalogue(database.db, FIXED_NOW)).toBe('already-seeded');
    const after = await rows<{ id: string; weight: number; version: number }>(
      database.db,
      sql`select id, (nutrition->>'weight')::float as weight, version from products where id in ('eklery', 'kapusta-yaytso') order by id`,
    );
    expect(after).toEqual([
      { id: 'eklery', weight: 60, version: (before[0]?.version ?? 0) + 1 },
      { id: 'kapusta-yaytso', weight: 250, version: before[1]?.version },
    ]);
    const [missing] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where nutrition is not null and nutrition->'weight' is null`,
    );
    expect(missing?.n).toBe(0);
  });

  it('never mixes the demo into a catalogue it did not write', async () => {
    // Without the demo's marker, the products there are somebody's own catalogue.
    await database.db.execute(sql`delete from seed_runs`);
    const before = await rowCounts(database.db);
    expect(await seedDemoCatalogue(database.db, FIXED_NOW)).toBe('catalogue-not-empty');
    expect(await rowCounts(database.db)).toEqual(before);
  });
});
