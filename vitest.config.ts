import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // One PGlite template per run (cached between runs); test files load their databases from it.
    globalSetup: ['server/testing/global-setup.ts'],
  },
});
