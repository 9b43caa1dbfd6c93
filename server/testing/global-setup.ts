import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ProvidedTemplates } from './provided';
import { buildPgliteTemplates, cachedPgliteTemplates } from './templates';

/**
 * Vitest global setup: makes the PGlite templates once per run (or reuses the
 * ones an earlier run cached for the same schema, migrations and seed), so
 * each test file pays ~0.7 s to load a database instead of ~3.5 s to create one.
 * With `TEST_DATABASE_URL` set the test databases are PostgreSQL and nothing is made here.
 * `TEST_TEMPLATE_CACHE=0` builds into a fresh temp dir that is removed afterwards.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    const none: ProvidedTemplates = null;
    project.provide('pgliteTemplates', none);
    return undefined;
  }
  if (process.env.TEST_TEMPLATE_CACHE === '0') {
    const dir = mkdtempSync(path.join(tmpdir(), 'teply-pirog-templates-'));
    project.provide('pgliteTemplates', await buildPgliteTemplates(dir));
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const { templates } = await cachedPgliteTemplates();
  project.provide('pgliteTemplates', templates);
  return undefined;
}
