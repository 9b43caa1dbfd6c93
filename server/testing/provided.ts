import type { PgliteTemplates } from './templates';

/** What the global setup hands to test files through Vitest's `provide`/`inject`. */
export type ProvidedTemplates = PgliteTemplates | null;

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite dumps the test databases load from (PostgreSQL runs have PGlite files too). */
    pgliteTemplates: ProvidedTemplates;
    /**
     * With `TEST_DATABASE_URL`: a database on that server, migrated and seeded
     * once for the run, that each seeded test database is copied from
     * (`CREATE DATABASE … TEMPLATE`); `null` otherwise.
     */
    postgresTemplate: string | null;
  }
}
