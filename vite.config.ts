import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifestPrecacheEntries, appManifestsPlugin } from './scripts/app-manifests';
import { chunkModulesPlugin } from './scripts/chunk-modules';
import { pwaImagesPlugin } from './scripts/pwa-images';
import { webManifest } from './src/domain/brand/web-manifest';

/**
 * vite-plugin-pwa 2.0 builds the service worker as one chunk with Rollup's `output.inlineDynamicImports`,
 * which Rolldown deprecates with a warning on every build; Rolldown's own spelling of the same thing is
 * `codeSplitting: false`, so the worker's bundle is unchanged.
 */
export function workerAsOneChunk(): Plugin {
  return {
    name: 'teply-pirog:sw-one-chunk',
    outputOptions(options) {
      if (options.inlineDynamicImports !== true) return null;
      const { inlineDynamicImports: _deprecated, ...rest } = options;
      return { ...rest, codeSplitting: false };
    },
  };
}

/**
 * One config, two builds: `vite build` makes the browser bundle (with the
 * service worker) into dist/client; `vite build --ssr` makes the server
 * (API + renderer) into dist/server.
 */
/**
 * Rolldown warns when plugin callbacks take much of a build. Here they are known work — the PWA pictures
 * rasterised with sharp on a fresh clone's first build (cached after), TanStack's code splitting — and the
 * share depends on the machine and its load, so the warning tells a new user nothing they can act on.
 */
const QUIET_CHECKS = { bundlerTimings: false } as const;

export default defineConfig(({ isSsrBuild }) => {
  const plugins: PluginOption[] = [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
  ];
  if (!isSsrBuild) {
    plugins.push(
      // The manifest's screenshots and shortcut icons, drawn from our artwork at build time.
      pwaImagesPlugin(),
      // What each script carries, for the check that kiosk and staff code stay out of the first load.
      chunkModulesPlugin(),
      // The staff's and the kiosk's own manifests, beside the shoppers' one that VitePWA writes.
      appManifestsPlugin(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // Registered by src/platform/service-worker.ts (workbox-window), after hydration.
        injectRegister: false,
        manifest: webManifest,
        // Icons are pictures: cached at run time like the others, not precached.
        includeManifestIcons: false,
        // Emergency only (see sw/README.md): PWA_SELF_DESTROYING=1 builds a sw.js that removes itself.
        selfDestroying: process.env.PWA_SELF_DESTROYING === '1',
        injectManifest: {
          // The shell and every route chunk are precached; pictures are cached at run time and warmed.
          globPatterns: ['**/*.{js,css,html,svg,woff2}'],
          globIgnores: ['**/images/**', 'sw-kill-switch.js'],
          // VitePWA adds its own manifest to this list; the tablet apps' manifests are ours to add.
          additionalManifestEntries: appManifestPrecacheEntries(),
          buildPlugins: { vite: [workerAsOneChunk()] },
        },
        devOptions: { enabled: false },
      }),
    );
  }
  return {
    plugins,
    build: isSsrBuild
      ? {
          ssr: true,
          outDir: 'dist/server',
          emptyOutDir: true,
          target: 'node20',
          rollupOptions: {
            checks: QUIET_CHECKS,
            input: { 'entry-server': 'src/entry-server.tsx', main: 'server/main.ts' },
            output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
          },
        }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          // The chunks the app imports while it starts (store codecs, schemas) are small and come after the first
          // paint; Vite's helper would add a <link rel="modulepreload"> per dependency to the head in the middle
          // of hydration, about 1.5 ms each on a slow phone. CSS of lazy chunks (the kiosk) is still loaded.
          modulePreload: false,
          rollupOptions: {
            checks: QUIET_CHECKS,
            input: 'src/entry-client.tsx',
            output: {
              codeSplitting: {
                groups: [
                  {
                    // Everything the first page loads goes into one chunk beside the entry: lazy chunks that
                    // share some of it (the kiosk app, routes) would otherwise cut it into many small common
                    // chunks, and each boundary costs the home page gzip bytes against its budget.
                    name: 'app-initial',
                    tags: ['$initial'],
                  },
                ],
              },
            },
          },
        },
  };
});
