import { Writable } from 'node:stream';
import { asc, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffSignedInAnswer } from '../../src/domain/contract/staff';
import { createPasswordHasher, TEST_SCRYPT_COST } from '../services/accounts/passwords';
import { createStaffAccount } from '../services/staff/accounts';
import { createTestApp } from '../testing/app';
import { createTestDatabase, FIXED_NOW, fixedClock, type TestDatabase, testDatabaseUrl } from '../testing/index';
import { postStaffSignin } from '../testing/staff';
import type { Database } from './client';
import { products, seedRuns, shopKioskSettings, shops, staff, staffShops } from './schema';
import { productSeeds, shopSeeds } from './seed/data/index';
import {
  DEMO_DELIVERY_SEED,
  DEMO_KIOSK_PIN,
  DEMO_KIOSK_SEED,
  DEMO_NUTRITION_SEED,
  DEMO_PIECE_WEIGHT_SEED,
  DEMO_SEED,
  DEMO_STAFF,
  DEMO_STAFF_SEED,
  seedDemoCatalogue,
} from './seed/index';
import { prepareDatabase } from './startup';

/** A real pino logger whose lines the test reads back. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const WARN = 40;
const productCount = async (db: Database) => (await db.select({ n: count() }).from(products))[0]?.n;

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('start-up on the embedded database', () => {
  it('migrates a new database and loads the demo catalogue, once', async () => {
    database = await createTestDatabase({ kind: 'pglite', content: 'empty' });
    const { log, lines } = capturedLog();
    expect(await prepareDatabase(database, { clock: fixedClock, log, pinCost: TEST_SCRYPT_COST })).toBe('demo-seeded');
    expect(await productCount(database.db)).toBe(productSeeds.length);
    expect(lines.map((line) => line.msg)).toContain('the embedded database was empty: loaded the demo catalogue');

    expect(await prepareDatabase(database, { clock: () => new Date(FIXED_NOW.getTime() + 86_400_000), log })).toBe(
      'present',
    );
    expect(await productCount(database.db)).toBe(productSeeds.length);
    // The catalogue, its food values and their piece weights, the delivery zones, the kiosk PINs and the demo staff,
    // each once.
    const seeded = await database.db.select().from(seedRuns);
    expect(seeded.map((run) => run.name).sort()).toEqual(
      [
        DEMO_SEED,
        DEMO_NUTRITION_SEED,
        DEMO_PIECE_WEIGHT_SEED,
        DEMO_DELIVERY_SEED,
        DEMO_KIOSK_SEED,
        DEMO_STAFF_SEED,
      ].sort(),
    );
    // A new in-memory PGlite when no template is provided (runs on PostgreSQL) takes seconds.
  }, 60_000);
});

describe('start-up of a demo database made before kiosks existed', () => {
  it('gives every demo shop the demo kiosk PIN once, and keeps a PIN set since', async () => {
    database = await createTestDatabase({ kind: 'pglite' });
    // As an older `./data` holds it: the demo catalogue, but no kiosk settings and no kiosk seed mark.
    await database.db.delete(shopKioskSettings);
    await database.db.delete(seedRuns).where(eq(seedRuns.name, DEMO_KIOSK_SEED));
    const { log } = capturedLog();
    const start = () =>
      prepareDatabase(database as TestDatabase, { clock: fixedClock, log, pinCost: TEST_SCRYPT_COST });
    expect(await start()).toBe('present');
    const settings = await database.db.select().from(shopKioskSettings);
    expect(settings.map((row) => row.shopId).sort()).toEqual(shopSeeds.map((shop) => shop._id).sort());
    expect(await createPasswordHasher(TEST_SCRYPT_COST).verify(DEMO_KIOSK_PIN, settings[0]?.pinHash ?? '')).toBe(true);

    await database.db
      .update(shopKioskSettings)
      .set({ pinHash: 'changed' })
      .where(eq(shopKioskSettings.shopId, 'nemiga'));
    expect(await start()).toBe('present');
    const [nemiga] = await database.db.select().from(shopKioskSettings).where(eq(shopKioskSettings.shopId, 'nemiga'));
    expect(nemiga?.pinHash).toBe('changed');
  }, 60_000);
});

/** The demo staff accounts as stored: login, role and shops. */
async function storedStaff(db: Database) {
  const rows = await db.select().from(staff).orderBy(asc(staff.login));
  const links = await db.select().from(staffShops);
  return rows.map((row) => ({
    login: row.login,
    role: row.role,
    shops: links.filter((link) => link.staffId === row.id).map((link) => link.shopId),
  }));
}

describe('the demo staff of the embedded demo database', () => {
  it('are made on the first start, once, and sign in with the README’s passwords', async () => {
    database = await createTestDatabase({ kind: 'pglite', content: 'empty' });
    const { log } = capturedLog();
    const options = { clock: fixedClock, log, pinCost: TEST_SCRYPT_COST, passwordCost: TEST_SCRYPT_COST };
    expect(await prepareDatabase(database, options)).toBe('demo-seeded');
    const [firstShop] = await database.db.select().from(shops).orderBy(asc(shops.sortOrder), asc(shops.id)).limit(1);
    expect(firstShop?.id).toBe('nezavisimosti');
    const expected = [
      { login: 'admin', role: 'admin', shops: [] },
      { login: 'kassa', role: 'staff', shops: [firstShop?.id] },
    ];
    expect(await storedStaff(database.db)).toEqual(expected);
    expect(await prepareDatabase(database, options)).toBe('present');
    expect(await storedStaff(database.db)).toEqual(expected);

    const t = await createTestApp({ database });
    try {
      expect(DEMO_STAFF.map((account) => [account.login, account.password])).toEqual([
        ['admin', 'pirog-admin'],
        ['kassa', 'pirog-kassa'],
      ]);
      for (const account of DEMO_STAFF) {
        const response = await postStaffSignin(t.app, account.login, account.password);
        expect(response.statusCode, response.body).toBe(200);
        expect(StaffSignedInAnswer.parse(JSON.parse(response.body)).staff.role).toBe(account.role);
      }
    } finally {
      await t.close();
    }
  }, 60_000);

  it('are given once to a demo database made before staff existed; a login taken since stays', async () => {
    database = await createTestDatabase({ kind: 'pglite' });
    await database.db.delete(staff);
    await database.db.delete(seedRuns).where(eq(seedRuns.name, DEMO_STAFF_SEED));
    await createStaffAccount(
      database.db,
      createPasswordHasher(TEST_SCRYPT_COST),
      { login: 'kassa', role: 'manager', shopIds: ['surganova'], password: 'their-own' },
      FIXED_NOW,
    );
    const { log } = capturedLog();
    const start = () =>
      prepareDatabase(database as TestDatabase, { clock: fixedClock, log, passwordCost: TEST_SCRYPT_COST });
    expect(await start()).toBe('present');
    expect(await start()).toBe('present');
    expect(await storedStaff(database.db)).toEqual([
      { login: 'admin', role: 'admin', shops: [] },
      { login: 'kassa', role: 'manager', shops: ['surganova'] },
    ]);
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl())('start-up on PostgreSQL', { timeout: 60_000 }, () => {
  it('never makes the demo staff, not even beside the demo catalogue', async () => {
    database = await createTestDatabase({ kind: 'postgres', content: 'empty' });
    await database.migrate();
    // What `npm run db:seed -- --demo` does.
    expect(await seedDemoCatalogue(database.db, FIXED_NOW, { pinCost: TEST_SCRYPT_COST })).toBe('seeded');
    const { log } = capturedLog();
    expect(await prepareDatabase(database, { clock: fixedClock, log, passwordCost: TEST_SCRYPT_COST })).toBe('present');
    expect(await database.db.select().from(staff)).toEqual([]);
  });

  it('migrates but never seeds, and says how to load the demo catalogue', async () => {
    database = await createTestDatabase({ kind: 'postgres', content: 'empty' });
    const { log, lines } = capturedLog();
    expect(await prepareDatabase(database, { clock: fixedClock, log })).toBe('empty');
    expect(await productCount(database.db)).toBe(0);
    expect(await database.db.select().from(seedRuns)).toEqual([]);
    const warnings = lines.filter((line) => line.level === WARN).map((line) => line.msg);
    expect(warnings).toEqual([
      'the PostgreSQL catalogue is empty: run npm run db:seed -- --demo to load the demo catalogue',
    ]);
  });

  it('leaves a database with a catalogue as it is, without warnings', async () => {
    database = await createTestDatabase({ kind: 'postgres', content: 'seeded' });
    const { log, lines } = capturedLog();
    expect(await prepareDatabase(database, { clock: fixedClock, log })).toBe('present');
    expect(await productCount(database.db)).toBe(productSeeds.length);
    expect(lines.filter((line) => line.level >= WARN)).toEqual([]);
  });
});
