import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate } from './postgres-template';
import type { ProvidedTemplates } from './provided';
import { buildPgliteTemplates, cachedPgliteTemplates } from './templates';

/**
 * Vitest global setup: makes the PGlite templates once per run (or reuses the
 * ones an earlier run cached for the same schema, migrations and seed), so
 * each test file pays ~0.7 s to load a database instead of ~3.5 s to create one.
 * With `TEST_DATABASE_URL` set it also makes one seeded PostgreSQL database
 * that the run's PostgreSQL test databases are copied from.
 * `TEST_TEMPLATE_CACHE=0` builds into a fresh temp dir that is removed afterwards.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const cleanUps: (() => Promise<void> | void)[] = [];
  // PGlite templates in PostgreSQL runs too: files that test both kinds (and PGlite-only ones) load them.
  if (process.env.TEST_TEMPLATE_CACHE === '0') {
    const dir = mkdtempSync(path.join(tmpdir(), 'teply-pirog-templates-'));
    project.provide('pgliteTemplates', await buildPgliteTemplates(dir));
    cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
  } else {
    const { templates } = await cachedPgliteTemplates();
    project.provide('pgliteTemplates', templates satisfies ProvidedTemplates);
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    // One migrated, seeded database per run; each test database is a copy (~0.2 s instead of migrating and seeding).
    const template = await createPostgresTemplate(adminUrl);
    project.provide('postgresTemplate', template.name);
    cleanUps.push(template.drop);
  } else {
    project.provide('postgresTemplate', null);
  }
  return async () => {
    for (const cleanUp of cleanUps) await cleanUp();
  };
}
