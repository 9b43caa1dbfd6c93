import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { TABLET_MANIFESTS } from '../src/domain/brand/web-manifest';

/*
 * The staff's and the kiosk's web app manifests (issue 28), written into the client build beside the shoppers'
 * one (vite-plugin-pwa writes only that one) and precached with it, so the worker has all three offline.
 * They are served like it: `application/manifest+json` by the `.webmanifest` name, `no-cache`, `manifest-src 'self'`.
 */

const fileOf = (servedAt: string) => servedAt.replace(/^\//, '');
const manifestJson = (manifest: object) => `${JSON.stringify(manifest)}\n`;

/** Vite plugin: emits the tablet apps' manifests into the client build. */
export function appManifestsPlugin(): Plugin {
  return {
    name: 'teply-pirog:app-manifests',
    apply: 'build',
    generateBundle() {
      for (const { path, manifest } of TABLET_MANIFESTS) {
        this.emitFile({ type: 'asset', fileName: fileOf(path), source: manifestJson(manifest) });
      }
    },
  };
}

/** Their precache entries; the revision follows the content, so a changed manifest reaches installed workers. */
export function appManifestPrecacheEntries(): { url: string; revision: string }[] {
  return TABLET_MANIFESTS.map(({ path, manifest }) => ({
    url: fileOf(path),
    revision: createHash('md5').update(manifestJson(manifest)).digest('hex'),
  }));
}
