import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, FIXED_NOW, fixedClock, type TestDatabase, testDatabaseUrl } from '../testing/index';
import type { Database } from './client';
import { products, seedRuns } from './schema';
import { productSeeds } from './seed/data/index';
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
    expect(await prepareDatabase(database, { clock: fixedClock, log })).toBe('demo-seeded');
    expect(await productCount(database.db)).toBe(productSeeds.length);
    expect(lines.map((line) => line.msg)).toContain('the embedded database was empty: loaded the demo catalogue');

    expect(await prepareDatabase(database, { clock: () => new Date(FIXED_NOW.getTime() + 86_400_000), log })).toBe(
      'present',
    );
    expect(await productCount(database.db)).toBe(productSeeds.length);
    // The catalogue and the delivery zones, each once.
    expect(await database.db.select().from(seedRuns)).toHaveLength(2);
    // A new in-memory PGlite when no template is provided (runs on PostgreSQL) takes seconds.
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl())('start-up on PostgreSQL', () => {
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
