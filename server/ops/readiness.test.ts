import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseKind } from '../db/client';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/index';
import {
  CHECK_TIMEOUT_MS,
  checkReadiness,
  createDrainState,
  type ReadinessDeps,
  shippedMigrationMillis,
} from './readiness';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const kinds: DatabaseKind[] = testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('readiness on %s', (kind) => {
  let migrated: TestDatabase;
  let empty: TestDatabase;
  beforeAll(async () => {
    [migrated, empty] = await Promise.all([
      createTestDatabase({ kind }),
      createTestDatabase({ kind, content: 'empty' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([migrated?.close(), empty?.close()]);
  });

  const deps = (overrides: Partial<ReadinessDeps> = {}): ReadinessDeps => ({
    database: migrated,
    redisUrl: undefined,
    loadReadModel: async () => [],
    drain: createDrainState(),
    ...overrides,
  });

  it('is ready on a migrated database with the read model loaded', async () => {
    expect(await checkReadiness(deps())).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', redis: 'not-configured', readModel: 'ok', draining: 'ok' },
    });
  });

  it('is not ready on a database no migration was applied to', async () => {
    const readiness = await checkReadiness(deps({ database: empty }));
    expect(readiness).toMatchObject({ ready: false, checks: { database: 'ok', migrations: 'failed' } });
  });

  it('is not ready when this build ships a migration the database lacks', async () => {
    const newer = (await shippedMigrationMillis()) + 1;
    const readiness = await checkReadiness(deps({ lastMigrationMillis: async () => newer }));
    expect(readiness).toMatchObject({ ready: false, checks: { database: 'ok', migrations: 'pending' } });
  });

  it('is not ready while the read model cannot load, nor when it takes too long', async () => {
    const failing = await checkReadiness(deps({ loadReadModel: () => Promise.reject(new Error('down')) }));
    expect(failing).toMatchObject({ ready: false, checks: { readModel: 'failed', database: 'ok' } });
    const started = Date.now();
    const hanging = await checkReadiness(deps({ loadReadModel: () => new Promise(() => {}) }));
    // Still loading past the probe's second: not ready, but not broken either.
    expect(hanging).toMatchObject({ ready: false, checks: { readModel: 'pending' } });
    expect(Date.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 2_000);
  });

  it('asks nothing while draining', async () => {
    const loadReadModel = vi.fn(async () => []);
    const readiness = await checkReadiness(deps({ drain: { draining: true }, loadReadModel }));
    expect(readiness).toMatchObject({ ready: false, checks: { draining: 'draining', database: 'skipped' } });
    expect(loadReadModel).not.toHaveBeenCalled();
  });
});

describe('the migrations this build ships', () => {
  it('are dated by the journal’s newest entry', async () => {
    const shipped = await shippedMigrationMillis();
    expect(Number.isInteger(shipped)).toBe(true);
    // A real date (milliseconds), after the project began.
    expect(shipped).toBeGreaterThan(Date.UTC(2025, 0, 1));
  });
});
