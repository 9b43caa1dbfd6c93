import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A second release of the shop made from the first one's files instead of a
 * second `vite build` (which cost the update test about a minute of CI, most
 * of it on a loaded machine). What a browser can tell of a new release is all
 * here, so the update test still proves what it did:
 *
 * - the build id baked into the page's code and into the service worker
 *   (`VITE_BUILD_ID`) is the new one, so `sw.js` differs byte for byte and the
 *   browser installs a new worker;
 * - every script under `/assets/` gets a new content hash in its name, as a
 *   real release whose entry changed would give it (every chunk imports the
 *   entry), and every reference follows: the chunks' imports, the worker's
 *   precache list (hashed files are precached without a revision, so a reused
 *   name would be served from the old cache), Vite's manifest the server
 *   renders pages from. Stylesheets and pictures keep their names, as when
 *   only code changed.
 *
 * The server's own bundle is copied unchanged: it reads the client's files
 * through Vite's manifest at start.
 */

/** The build id the first release was built with: `npm run build` in the same shell as the tests. */
export const FIRST_BUILD_ID = process.env.VITE_BUILD_ID ?? 'dev';

const HASHED_SCRIPT = /^(.+-)[A-Za-z0-9_-]{8}\.js$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Replaces the build id's string literals (any quotes); answers how many there were. */
function replaceBuildId(source: string, from: string, to: string): { text: string; count: number } {
  let count = 0;
  const text = source.replace(new RegExp(`([\`"'])${escapeRegExp(from)}\\1`, 'g'), (_match, quote: string) => {
    count += 1;
    return `${quote}${to}${quote}`;
  });
  return { text, count };
}

/**
 * Copies `fromApp` (package.json, dist, migrations, as the e2e server's copy is laid out) to `toApp` as a new
 * release with build id `buildId`. Throws when the first release's build id is not where it must be.
 */
export function makeRelease(fromApp: string, toApp: string, buildId: string): void {
  rmSync(toApp, { recursive: true, force: true });
  mkdirSync(toApp, { recursive: true });
  cpSync(path.join(fromApp, 'package.json'), path.join(toApp, 'package.json'));
  const migrations = path.join('server', 'db', 'migrations');
  cpSync(path.join(fromApp, migrations), path.join(toApp, migrations), { recursive: true });
  cpSync(path.join(fromApp, 'dist'), path.join(toApp, 'dist'), { recursive: true });

  const client = path.join(toApp, 'dist', 'client');
  const assets = path.join(client, 'assets');
  const salt = `release:${buildId}`;
  const renames = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    const match = HASHED_SCRIPT.exec(name);
    if (!match?.[1]) continue;
    const hash = createHash('sha256').update(salt).update(name).digest('base64url').slice(0, 8);
    renames.set(name, `${match[1]}${hash}.js`);
  }
  for (const [from, to] of renames) renameSync(path.join(assets, from), path.join(assets, to));
  const names = new RegExp([...renames.keys()].map(escapeRegExp).join('|'), 'g');

  const replaced = new Map<string, number>();
  const textFiles = [
    ...filesUnder(assets).filter((file) => file.endsWith('.js')),
    path.join(client, 'sw.js'),
    path.join(client, '.vite', 'manifest.json'),
  ];
  for (const file of textFiles) {
    const source = readFileSync(file, 'utf8');
    const { text, count } = replaceBuildId(
      source.replace(names, (name) => renames.get(name) ?? name),
      FIRST_BUILD_ID,
      buildId,
    );
    replaced.set(path.relative(client, file).split(path.sep).join('/'), count);
    writeFileSync(file, text);
  }

  const manifest = JSON.parse(readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest['src/entry-client.tsx']?.file;
  for (const needed of ['sw.js', entry ?? 'the entry']) {
    if (!replaced.get(needed)) {
      throw new Error(
        `the first release's build id «${FIRST_BUILD_ID}» is not in ${needed}: was it built with another VITE_BUILD_ID?`,
      );
    }
  }
}
