import type { PgliteTemplates } from './templates';

/** What the global setup hands to test files through Vitest's `provide`/`inject`. */
export type ProvidedTemplates = PgliteTemplates | null;

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite dumps the test databases load from; `null` when the run uses PostgreSQL (`TEST_DATABASE_URL`). */
    pgliteTemplates: ProvidedTemplates;
  }
}
