import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsFromViteManifest } from '../server/ssr/assets';
import { CHUNK_MODULES_FILE, type ChunkModules } from './chunk-modules';

/**
 * The home route may load at most this much JavaScript (gzip) before it is interactive: issue 31's 130. A
 * tighter 129 held what had been won (128.4 on 2026-11-27) until the offline error page (2026-11-28, 129.3):
 * it must be in the first script, since offline a chunk loaded later may not come at all.
 */
export const HOME_JS_BUDGET_KIB = 130;

export interface BundleReport {
  /** Entry (imported after the first paint), its static imports and the home route's split chunk: what hydration needs. */
  homeInitial: { files: string[]; gzipKiB: number };
  allAppJs: { files: number; gzipKiB: number };
  serviceWorker: { gzipKiB: number };
}

const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const round = (value: number) => Math.round(value * 10) / 10;

export function measureBundles(clientDir: string): BundleReport {
  const assets = assetsFromViteManifest(clientDir);
  const homeFiles = [
    ...new Set([
      ...assets.scripts,
      ...assets.afterFirstPaint,
      ...assets.preloads,
      ...(assets.routePreloads['/'] ?? []),
    ]),
  ];
  const onDisk = (url: string) => path.join(clientDir, url.replace(/^\//, ''));
  const jsFiles = readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(clientDir, 'assets', name));
  return {
    homeInitial: {
      files: homeFiles,
      gzipKiB: round(homeFiles.reduce((sum, url) => sum + gzipKiB(onDisk(url)), 0)),
    },
    allAppJs: { files: jsFiles.length, gzipKiB: round(jsFiles.reduce((sum, file) => sum + gzipKiB(file), 0)) },
    serviceWorker: { gzipKiB: round(gzipKiB(path.join(clientDir, 'sw.js'))) },
  };
}

/**
 * Code of the shop's tablets that a shopper's first load must never carry (issue 28; the back office, issue 29): the kiosk and the staff's
 * screens, their features, their platform modules and the parts TanStack splits off their routes. A route file itself (without
 * `?tsr-split`) stays allowed: the route tree imports every route's definition, and its component, the part
 * that imports the features, is what is split off.
 */
export const NOT_FOR_SHOPPERS: readonly RegExp[] = [
  /^src\/features\/(kiosk|staff[^/]*|admin[^/]*)\//,
  // The tablets' own platform code (the kiosk's device record, the board's socket).
  /^src\/platform\/(kiosk|staff)[^/]*$/,
  /^src\/routes\/(kiosk|staff|admin)([._/][^?]*)?\.tsx?\?tsr-split=/,
];

/** The modules in `files` (URLs of the client build) that `NOT_FOR_SHOPPERS` forbids, as `module (in file)`. */
export function tabletCodeIn(clientDir: string, files: readonly string[]): string[] {
  const listPath = path.join(clientDir, CHUNK_MODULES_FILE);
  // No list means the check cannot look: failing beats passing blind.
  if (!existsSync(listPath)) throw new Error(`${listPath} is missing: the client build lists no chunk modules`);
  const modules = JSON.parse(readFileSync(listPath, 'utf8')) as ChunkModules;
  return files.flatMap((url) => {
    const file = url.replace(/^\//, '');
    const listed = modules[file];
    if (!listed) throw new Error(`${listPath} does not list ${file}`);
    return listed.filter((id) => NOT_FOR_SHOPPERS.some((rule) => rule.test(id))).map((id) => `${id} (in ${file})`);
  });
}
