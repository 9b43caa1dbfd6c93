export { createTestApp, type TestApp, type TestAppOptions, testAppPerFile } from './app';
export { FIXED_NOW, fixedClock } from './clock';
export {
  createTestDatabase,
  seededDataDir,
  type TestDatabase,
  type TestDatabaseOptions,
  testDatabaseUrl,
} from './database';
export { expectErrorAnswer, FROM_SHOP, json, TEST_ORIGIN } from './http';
export { appliedMigrations, committedMigrationCount } from './migrations';
