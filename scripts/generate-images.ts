/**
 * Draws every picture of the catalogue (scripts/art) and rasterises it with
 * sharp into `public/images/generated/<folder>/<name>-<width>.{avif,webp}` at the
 * widths of `IMAGE_WIDTHS`, plus the PNG app icons; writes the brand SVGs into
 * `public/brand/`.
 *
 * Incremental: `manifest.json` in the output folder keeps a hash of each SVG and
 * of the encoder settings; unchanged pictures whose files all exist are skipped.
 *
 *   npx tsx scripts/generate-images.ts            # generate what changed
 *   npx tsx scripts/generate-images.ts --force    # regenerate everything
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_FOLDERS, IMAGE_FORMATS, IMAGE_WIDTHS, imageHeight } from '../src/domain/catalog/images';
import { pool } from '../src/domain/concurrency';
import { faviconSvg, type IconPurpose, iconSvg, logoSvg } from './art/brand';
import { type Artwork, artworks } from './art/index';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(ROOT, 'public', 'images', 'generated');
const BRAND_DIR = path.join(ROOT, 'public', 'brand');
const MANIFEST = path.join(OUT_DIR, 'manifest.json');

/** Bump to force a full regeneration when the pipeline itself changes. */
const PIPELINE_VERSION = 1;
const AVIF = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;
const WEBP = { quality: 75, effort: 3 } as const;

/** App icons: file name → size and purpose. */
const ICONS: ReadonlyArray<{ file: string; size: number; purpose: IconPurpose }> = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon-180.png', size: 180, purpose: 'apple' },
];

interface ManifestEntry {
  hash: string;
  files: string[];
}

interface Manifest {
  version: number;
  entries: Record<string, ManifestEntry>;
}

/** One unit of work: an SVG and the files it becomes. */
interface Job {
  key: string;
  svg: string;
  files: string[];
  run: (svg: Buffer) => Promise<void>;
}

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

async function readManifest(): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await readFile(MANIFEST, 'utf8')) as Partial<Manifest>;
    if (parsed.version === PIPELINE_VERSION && parsed.entries && typeof parsed.entries === 'object') {
      return { version: PIPELINE_VERSION, entries: parsed.entries };
    }
  } catch {
    // No manifest yet, or unreadable: start over.
  }
  return { version: PIPELINE_VERSION, entries: {} };
}

function pictureJob(art: Artwork): Job {
  const folder = IMAGE_FOLDERS[art.kind];
  const widths: readonly number[] = IMAGE_WIDTHS[art.kind];
  const files = widths.flatMap((w) => IMAGE_FORMATS.map((format) => `${folder}/${art.name}-${w}.${format}`));
  return {
    key: `${folder}/${art.name}`,
    svg: art.svg(),
    files,
    run: async (svg) => {
      await mkdir(path.join(OUT_DIR, folder), { recursive: true });
      // Rasterise once at the largest size, then downscale for the smaller widths.
      const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      // One encode at a time per job: the pool runs one job per core, and more
      // parallel encoders than cores only thrash.
      for (const w of widths) {
        const resized = () =>
          w === info.width
            ? sharp(data, { raw })
            : sharp(data, { raw }).resize(w, imageHeight(art.kind, w), { kernel: 'lanczos3', fit: 'fill' });
        await resized()
          .avif(AVIF)
          .toFile(path.join(OUT_DIR, `${folder}/${art.name}-${w}.avif`));
        await resized()
          .webp(WEBP)
          .toFile(path.join(OUT_DIR, `${folder}/${art.name}-${w}.webp`));
      }
    },
  };
}

function iconJob(icon: (typeof ICONS)[number]): Job {
  const file = `icons/${icon.file}`;
  return {
    key: file,
    svg: iconSvg(icon.size, icon.purpose),
    files: [file],
    run: async (svg) => {
      await mkdir(path.join(OUT_DIR, 'icons'), { recursive: true });
      const image = sharp(svg);
      await (icon.purpose === 'any' ? image : image.removeAlpha())
        .png({ compressionLevel: 9, palette: false })
        .toFile(path.join(OUT_DIR, file));
    },
  };
}

/** Writes `content` to `file` unless it already holds exactly that. */
async function writeIfChanged(file: string, content: string): Promise<boolean> {
  if (existsSync(file) && (await readFile(file, 'utf8')) === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderSize(full) : (await stat(full)).size;
  }
  return total;
}

async function main(): Promise<void> {
  const started = performance.now();
  const force = process.argv.includes('--force');
  await mkdir(OUT_DIR, { recursive: true });
  const previous = force ? { version: PIPELINE_VERSION, entries: {} } : await readManifest();
  const settings = JSON.stringify({ PIPELINE_VERSION, AVIF, WEBP, IMAGE_WIDTHS });

  const jobs = [...artworks().map(pictureJob), ...ICONS.map(iconJob)];
  const next: Manifest = { version: PIPELINE_VERSION, entries: {} };
  const todo: Array<{ job: Job; hash: string }> = [];
  for (const job of jobs) {
    const hash = sha(`${settings}\n${job.files.join(',')}\n${job.svg}`);
    next.entries[job.key] = { hash, files: job.files };
    const old = previous.entries[job.key];
    const fresh = old?.hash === hash && job.files.every((file) => existsSync(path.join(OUT_DIR, file)));
    if (!fresh) todo.push({ job, hash });
  }

  // Files that no current job produces any more.
  const wanted = new Set(jobs.flatMap((job) => job.files));
  const stale = Object.values(previous.entries)
    .flatMap((entry) => entry.files)
    .filter((file) => !wanted.has(file));
  await Promise.all(stale.map((file) => rm(path.join(OUT_DIR, file), { force: true })));

  // libvips threads per image: 1, and one job per core.
  sharp.concurrency(1);
  const parallel = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  await pool(todo, parallel, async ({ job }) => {
    await job.run(Buffer.from(job.svg));
  });

  const sorted: Manifest = {
    version: PIPELINE_VERSION,
    entries: Object.fromEntries(Object.entries(next.entries).sort(([a], [b]) => a.localeCompare(b))),
  };
  await writeIfChanged(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);

  const brandWritten =
    Number(await writeIfChanged(path.join(BRAND_DIR, 'logo.svg'), logoSvg())) +
    Number(await writeIfChanged(path.join(BRAND_DIR, 'favicon.svg'), faviconSvg()));

  const filesWritten = todo.reduce((sum, { job }) => sum + job.files.length, 0);
  const filesSkipped = jobs.reduce((sum, job) => sum + job.files.length, 0) - filesWritten;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = ((await folderSize(OUT_DIR)) / 1024 / 1024).toFixed(1);
  console.info(
    `images: ${filesWritten} written, ${filesSkipped} skipped, ${stale.length} removed, brand ${brandWritten} updated — ${seconds} s, ${megabytes} MB in public/images/generated`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
