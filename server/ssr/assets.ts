import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PageAssets, ROUTE_MODULE_META } from '../../src/domain/contract/ssr';

interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ViteManifestChunk>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';
const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** TanStack Router's id of a file route: `pirogi.$category` → `/pirogi/$category`, `pirogi.index` → `/pirogi/`. */
export function routeIdOfFile(name: string): string {
  if (name === 'index') return '/';
  const path = `/${name.replaceAll('.', '/')}`;
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/** Files a chunk needs, itself first, following static imports (never back into `exclude`). */
function chunkClosure(manifest: ViteManifest, key: string, exclude: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (!chunk || exclude.has(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(key);
  return files;
}

/**
 * The inline module that starts the app. It imports the entry once the
 * browser reports the first contentful paint of the server's HTML and has
 * drawn the screen's largest picture (the one fetched with high priority, if
 * the page has one): the picture's largest-contentful-paint entry says so, or,
 * where there are no such entries, its decode and one more frame.
 * Hydration is one long task on a slow phone; run before the first frame, it
 * holds back the first screen. The entry is not preloaded either: on a slow
 * line its download would share the bandwidth with the first screen's
 * stylesheet and pictures. For the same reason the page's route modules, which
 * the head names in `<meta name="route-module">` tags, are preloaded only now,
 * beside the entry, so hydration does not wait for them after it.
 * A hidden tab paints nothing, so it starts at once; a browser without paint
 * timing starts after its next frame; and the app starts within 3 s whatever happens.
 * The router's `<Scripts />` runs this module a second time after hydration (it
 * looks for the server's copy by its `nonce` attribute, which browsers hide), so
 * whether the app has started is kept on the window, not in the module.
 */
export function importAfterFirstPaint(entryUrl: string): string {
  return `const started = Symbol.for('teply-pirog.app-started');
const start = () => {
  if (globalThis[started]) return;
  globalThis[started] = true;
  for (const meta of document.querySelectorAll('meta[name="${ROUTE_MODULE_META}"]')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = meta.content;
    document.head.append(link);
  }
  import(${JSON.stringify(entryUrl)});
};
const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
const afterLargestPicture = () => {
  const picture = document.querySelector('img[fetchpriority="high" i]');
  if (!picture) return start();
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    picture.decode().catch(() => {}).then(afterFrame);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => entry.url !== '' && entry.url === picture.currentSrc)) return;
    observer.disconnect();
    start();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // A picture that cannot be shown is never drawn.
  picture.decode().catch(start);
};
if (document.visibilityState === 'hidden') start();
else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) afterFrame();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterLargestPicture();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}`;
}

/** The client entry and what it statically imports, read from Vite's build manifest. */
export function assetsFromViteManifest(clientDistDir: string): PageAssets {
  const manifestPath = path.join(clientDistDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}`);

  const preloads = new Set<string>();
  const stylesheets = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const child of entry.imports ?? []) visit(child);

  const url = (file: string) => `/${file}`;
  const loadedWithEntry = new Set([entry.file, ...preloads]);
  const routePreloads: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const match = SPLIT_ROUTE.exec(key);
    if (match?.[1]) routePreloads[routeIdOfFile(match[1])] = chunkClosure(manifest, key, loadedWithEntry).map(url);
  }
  return {
    scripts: [],
    afterFirstPaint: [url(entry.file)],
    inlineModules: [importAfterFirstPaint(url(entry.file))],
    preloads: [...preloads].map(url),
    stylesheets: [...stylesheets].map(url),
    routePreloads,
  };
}

/** Development: Vite serves sources; React refresh needs its preamble before the entry. */
export const DEV_ASSETS: PageAssets = {
  scripts: ['/@vite/client', `/${CLIENT_ENTRY}`],
  afterFirstPaint: [],
  inlineModules: [
    [
      "import RefreshRuntime from '/@react-refresh';",
      'RefreshRuntime.injectIntoGlobalHook(window);',
      'window.$RefreshReg$ = () => {};',
      'window.$RefreshSig$ = () => (type) => type;',
      'window.__vite_plugin_react_preamble_installed__ = true;',
    ].join('\n'),
  ],
  preloads: [],
  stylesheets: [],
  routePreloads: {},
};
