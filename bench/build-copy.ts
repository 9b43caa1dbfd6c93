import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A copy of the build under tests/.data (package.json, dist, migrations), so a
 * rebuild in another terminal cannot change files under a running benchmark
 * server; its server resolves node_modules from the project. Returns the app folder.
 */
export function snapshotBuild(name: string): string {
  const app = path.join(ROOT, 'tests', '.data', `${name}-${process.pid}`, 'app');
  rmSync(path.dirname(app), { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  cpSync(path.join(ROOT, 'package.json'), path.join(app, 'package.json'));
  cpSync(path.join(ROOT, 'dist'), path.join(app, 'dist'), { recursive: true });
  cpSync(path.join(ROOT, 'server', 'db', 'migrations'), path.join(app, 'server', 'db', 'migrations'), {
    recursive: true,
  });
  return app;
}

/** Removes a copy made by `snapshotBuild` (and the database the shop kept beside it). */
export function removeBuildCopy(app: string): void {
  rmSync(path.dirname(app), { recursive: true, force: true });
}
