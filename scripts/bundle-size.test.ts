import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBundles, tabletCodeIn } from './bundle-size';
import { CHUNK_MODULES_FILE, projectModuleId } from './chunk-modules';

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

describe('tabletCodeIn', () => {
  const homeFiles = ['/assets/entry.js', '/assets/home.js'];
  const listModules = (entryModules: string[]) =>
    writeFileSync(
      path.join(dir, CHUNK_MODULES_FILE),
      JSON.stringify({
        'assets/entry.js': entryModules,
        'assets/home.js': ['src/routes/index.tsx?tsr-split=component', 'src/features/home/index.ts'],
        'assets/kiosk.js': ['src/features/kiosk/index.ts', 'src/routes/kiosk.tsx?tsr-split=component'],
      }),
    );
  const shopperEntry = ['src/entry-client.tsx', 'src/routeTree.gen.ts', 'src/routes/kiosk.tsx', 'src/routes/staff.tsx'];

  it('passes a first load without tablet code: route definitions are allowed, lazy kiosk chunks are not looked at', () => {
    fakeBuild();
    listModules(shopperEntry);
    expect(tabletCodeIn(dir, homeFiles)).toEqual([]);
  });

  it.each([
    'src/features/kiosk/KioskApp.tsx',
    'src/features/staff-board/Board.tsx',
    'src/features/staff/index.ts',
    'src/platform/staff-realtime.ts',
    'src/platform/kiosk-device.ts',
    'src/routes/kiosk.tsx?tsr-split=component',
    'src/routes/staff.$shopId.tsx?tsr-split=component',
    'src/routes/staff/$shopId.screen.tsx?tsr-split=component',
  ])('fails when the first load carries %s', (module) => {
    fakeBuild();
    listModules([...shopperEntry, module]);
    expect(tabletCodeIn(dir, homeFiles)).toEqual([`${module} (in assets/entry.js)`]);
  });

  it('lets shopper code whose name only starts alike through', () => {
    fakeBuild();
    listModules([
      ...shopperEntry,
      'src/features/kiosks-map/index.ts',
      'src/routes/staffing.tsx?tsr-split=component',
      'src/platform/service-worker.ts',
    ]);
    expect(tabletCodeIn(dir, homeFiles)).toEqual([]);
  });

  it('fails rather than passing blind when the build lists no modules', () => {
    fakeBuild();
    expect(() => tabletCodeIn(dir, homeFiles)).toThrow(/chunk-modules\.json is missing/);
  });
});

describe('projectModuleId', () => {
  it('writes ids relative to the project, virtual ones without their marker', () => {
    expect(projectModuleId('/app', '/app/src/features/kiosk/index.ts')).toBe('src/features/kiosk/index.ts');
    expect(projectModuleId('/app', '/app/src/routes/kiosk.tsx?tsr-split=component')).toBe(
      'src/routes/kiosk.tsx?tsr-split=component',
    );
    expect(projectModuleId('/app', '\0vite/preload-helper.js')).toBe('vite/preload-helper.js');
  });
});
