import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, createLogger, loadConfigFromFile, type Plugin } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VITE_CONFIG_LOADER } from '../server/ssr/renderer';
import { workerAsOneChunk } from '../vite.config';

/**
 * Issue 27 item 20: a new user's `npm ci` and `npm run build` print no warnings. npm 11 lists every
 * dependency whose install script `allowScripts` (package.json) does not cover; Vite printed about 50
 * lines about its native config loader on every build, and Rolldown a deprecation for the worker build.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

interface LockedPackage {
  version?: string;
  hasInstallScript?: boolean;
}

/** The package name of a lockfile key such as `node_modules/a/node_modules/@scope/b`. */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Each `vite build` of a script with the environment it sets and the config loader it names. */
function viteBuilds(script: string): { env: Record<string, string>; loader: string | undefined; ssr: boolean }[] {
  return script
    .split('&&')
    .map((command) => command.trim().split(/\s+/))
    .filter((words) => words.includes('vite'))
    .map((words) => {
      const env = Object.fromEntries(
        words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=') as [string, string]),
      );
      const loaderAt = words.indexOf('--configLoader');
      return { env, loader: loaderAt === -1 ? undefined : words[loaderAt + 1], ssr: words.includes('--ssr') };
    });
}

describe('a fresh install and build', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('approves every install script the lockfile installs', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const allowed = (readJson('package.json') as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
    const withScripts = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && entry.hasInstallScript);
    // esbuild three times today; without any, this test would check nothing.
    expect(withScripts.length).toBeGreaterThan(0);
    const uncovered = withScripts
      .map(([key, entry]) => `${nameOf(key)}@${entry.version}`)
      .filter((id) => allowed[id] !== true && allowed[id.slice(0, id.lastIndexOf('@'))] !== true);
    expect(uncovered).toEqual([]);
  });

  it('loads the Vite config of both builds without a warning, as `npm run build` and the dev server load it', async () => {
    const builds = viteBuilds((readJson('package.json') as { scripts: { build: string } }).scripts.build);
    expect(builds.map((one) => one.ssr)).toEqual([false, true]);
    for (const { env, loader, ssr } of builds) {
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      const warnings: string[] = [];
      const logger = createLogger('info');
      logger.warn = (message) => warnings.push(message);
      logger.warnOnce = (message) => warnings.push(message);
      const loaded = await loadConfigFromFile(
        { command: 'build', mode: 'production', isSsrBuild: ssr },
        undefined,
        ROOT,
        'info',
        logger,
        // Vite's default when the script names none.
        (loader ?? 'bundle') as 'bundle',
      );
      expect(loaded?.path).toBe(path.join(ROOT, 'vite.config.ts'));
      expect(warnings).toEqual([]);
      // Nor Rolldown's report of slow plugin callbacks, which a fresh clone's first build (sharp) can trigger.
      expect(loaded?.config.build?.rollupOptions?.checks).toMatchObject({ bundlerTimings: false });
      // The dev server (server/ssr/renderer.ts) loads it the same way.
      expect(loader).toBe(VITE_CONFIG_LOADER);
      vi.unstubAllEnvs();
    }
  }, 60_000);

  it('builds the service worker as one chunk without Rolldown’s deprecation warning', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-one-chunk-'));
    try {
      writeFileSync(path.join(dir, 'worker.js'), "export const later = () => import('./later.js');\n");
      writeFileSync(path.join(dir, 'later.js'), 'export const value = 1;\n');
      // The worker build's options as vite-plugin-pwa 2.0 passes them (`vite-build` in its dist).
      const buildWorker = async (plugins: Plugin[]) => {
        // Rolldown warns through its consola logger, which writes to stderr.
        const warned = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
        const result = await build({
          root: dir,
          configFile: false,
          logLevel: 'silent',
          plugins,
          build: {
            write: false,
            modulePreload: false,
            rollupOptions: {
              input: path.join(dir, 'worker.js'),
              output: { entryFileNames: 'sw.mjs', inlineDynamicImports: true },
            },
          },
        });
        const warnings = warned.mock.calls.map((call) => String(call[0]));
        warned.mockRestore();
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((one) =>
          'output' in one ? one.output.map((chunk) => chunk.fileName) : [],
        );
        return { warnings, outputs };
      };
      const bare = await buildWorker([]);
      // The warning this test is about, so that its absence below means something.
      expect(bare.warnings.join('\n')).toMatch(/inlineDynamicImports.*deprecated/);
      const fixed = await buildWorker([workerAsOneChunk()]);
      expect(fixed.warnings).toEqual([]);
      expect(fixed.outputs).toEqual(['sw.mjs']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
