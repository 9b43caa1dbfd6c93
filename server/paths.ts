import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The project root, found by walking up to package.json, so that the same code
 * finds migrations and built assets whether it runs from `server/` (tsx, tests)
 * or bundled into `dist/server/`.
 */
function findAppRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const APP_ROOT = findAppRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(APP_ROOT, 'server', 'db', 'migrations');
export const CLIENT_DIST_DIR = path.join(APP_ROOT, 'dist', 'client');
export const SSR_DIST_DIR = path.join(APP_ROOT, 'dist', 'server');
export const PUBLIC_DIR = path.join(APP_ROOT, 'public');

/** The shop's version (package.json), shown where an operator needs to know what runs (the kiosk's menu). */
export const APP_VERSION: string = (() => {
  const parsed: unknown = JSON.parse(readFileSync(path.join(APP_ROOT, 'package.json'), 'utf8'));
  const version = parsed && typeof parsed === 'object' && 'version' in parsed ? parsed.version : undefined;
  return typeof version === 'string' ? version : 'unknown';
})();
