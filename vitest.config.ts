import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './tests/support/vitest-sequencer';

/** Tests that replace a module with `vi.mock`: kept apart, so no other file in their worker gets the fake. */
const MOCKS_A_MODULE = ['src/platform/order-realtime.test.ts', 'server/services/search.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    sequence: { sequencer: LongFilesFirst },
    // Vitest's default is one worker per core minus one: a single worker on the 2-core CI machine, while most
    // test files wait on databases, child processes and timers. One more worker than cores ran the whole suite in
    // 270 s instead of ~800 s with one (2026-11-27, same loaded machine), all green.
    maxWorkers: Math.min(availableParallelism() + 1, 8),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          // The app's, the domain's and the service worker's tests hold no process-wide state between files (no
          // database, no server, no module mocks), so a worker keeps its loaded modules from one file to the next:
          // the same 787 tests used 32 s of CPU instead of 121 s with a fresh module graph per file (2026-11-27).
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          exclude: [...MOCKS_A_MODULE],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...MOCKS_A_MODULE],
          // Loading Fastify, Drizzle, zod and the app again for every file was most of the server tests' CPU:
          // sharing a worker's modules ran them in 295 s of CPU instead of about 600 (2026-11-27, all green, also
          // shuffled). Each file still makes its own app, database and limiters; a file that needs a module of
          // its own goes to MOCKS_A_MODULE.
          isolate: false,
          // One PGlite template per run (cached between runs); test files load their databases from it.
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: [...MOCKS_A_MODULE] },
      },
    ],
  },
});
