import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsFromViteManifest } from '../server/ssr/assets';

/** The home route may load at most this much JavaScript (gzip) before it is interactive. */
export const HOME_JS_BUDGET_KIB = 150;

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
