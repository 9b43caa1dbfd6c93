import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBundles } from './bundle-size';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A client build: the entry (loaded after the first paint), the home route's chunk and a lazy chunk. */
function fakeBuild(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  const manifest = {
    'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['src/entry-client.tsx'] },
    'src/features/kiosk/index.ts': { file: 'assets/kiosk.js', isDynamicEntry: true },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'assets', 'entry.js'), 'x'.repeat(50_000));
  writeFileSync(path.join(dir, 'assets', 'home.js'), 'export const home = 1;');
  writeFileSync(path.join(dir, 'assets', 'kiosk.js'), 'export const kiosk = 1;');
  writeFileSync(path.join(dir, 'sw.js'), 'self;');
  return dir;
}

describe('measureBundles', () => {
  it('counts the entry the page imports after its first paint, and the home route, but no lazy chunk', () => {
    const report = measureBundles(fakeBuild());
    expect(report.homeInitial.files.sort()).toEqual(['/assets/entry.js', '/assets/home.js']);
    expect(report.homeInitial.gzipKiB).toBeGreaterThan(0);
    expect(report.allAppJs.files).toBe(3);
  });
});
