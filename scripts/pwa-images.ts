/**
 * The manifest's pictures (install-dialog screenshots, shortcut icons), drawn
 * from our artwork (scripts/art/pwa.ts) and rasterised with sharp during
 * `vite build`, so every build — also from a fresh clone, offline — has them.
 * Rasterised PNGs are kept in node_modules/.cache/pwa-images by the hash of
 * their SVG, so a rebuild with unchanged art costs nothing.
 *
 *   npx tsx scripts/pwa-images.ts [out-dir]   # write them to a folder to look at
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  PWA_IMAGES_PATH,
  PWA_SCREENSHOTS,
  PWA_SHORTCUT_ICON_SIZE,
  PWA_SHORTCUTS,
  shortcutIconFile,
} from '../src/domain/brand/web-manifest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'pwa-images');
/** Bump when the rasterising settings change. */
const PIPELINE_VERSION = 1;

export interface PwaImage {
  /** Path inside the client build, e.g. `images/pwa/home-wide.png`. */
  fileName: string;
  width: number;
  height: number;
  svg: () => string;
}

/** Every picture the manifest refers to, with its drawer. */
export async function pwaImages(): Promise<PwaImage[]> {
  const art = await import('./art/pwa');
  const dir = PWA_IMAGES_PATH.replace(/^\//, '');
  const screenshots = PWA_SCREENSHOTS.map((shot) => ({
    fileName: `${dir}/${shot.file}`,
    width: shot.width,
    height: shot.height,
    svg: () =>
      shot.form_factor === 'wide'
        ? art.wideScreenshotSvg(shot.width, shot.height)
        : art.narrowScreenshotSvg(shot.width, shot.height),
  }));
  const icons = PWA_SHORTCUTS.map((shortcut) => ({
    fileName: `${dir}/${shortcutIconFile(shortcut.icon)}`,
    width: PWA_SHORTCUT_ICON_SIZE,
    height: PWA_SHORTCUT_ICON_SIZE,
    svg: () => art.shortcutIconSvg(shortcut.icon, PWA_SHORTCUT_ICON_SIZE),
  }));
  return [...screenshots, ...icons];
}

/** The PNG of one picture, from the cache when its SVG did not change. */
export async function rasterise(image: PwaImage): Promise<Buffer> {
  const svg = image.svg();
  const hash = createHash('sha256')
    .update(`${PIPELINE_VERSION}\n${image.width}x${image.height}\n${svg}`)
    .digest('hex')
    .slice(0, 24);
  const cached = path.join(CACHE_DIR, `${hash}.png`);
  if (existsSync(cached)) return readFile(cached);
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg), { density: 72 })
    .resize(image.width, image.height, { fit: 'fill' })
    .flatten({ background: '#FFF6EA' })
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 7 })
    .toBuffer();
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(cached, png);
  return png;
}

/** Vite plugin: emits the manifest's pictures into the client build. */
export function pwaImagesPlugin(): Plugin {
  return {
    name: 'teply-pirog:pwa-images',
    apply: 'build',
    async generateBundle() {
      for (const image of await pwaImages()) {
        this.emitFile({ type: 'asset', fileName: image.fileName, source: await rasterise(image) });
      }
    },
  };
}

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'test-results', 'pwa-images'));
  for (const image of await pwaImages()) {
    const file = path.join(outDir, path.basename(image.fileName));
    await mkdir(outDir, { recursive: true });
    await writeFile(file, await rasterise(image));
    console.info(`${file} (${image.width}×${image.height})`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
