import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/domain/brand/web-manifest';

/**
 * One config, two builds: `vite build` makes the browser bundle (with the
 * service worker) into dist/client; `vite build --ssr` makes the server
 * (API + renderer) into dist/server.
 */
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
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: webManifest,
        injectManifest: {
          // Images are cached at run time, not precached: the shell and route chunks are.
          globPatterns: ['**/*.{js,css,html,svg,woff2}'],
          globIgnores: ['**/images/generated/**'],
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
            input: { 'entry-server': 'src/entry-server.tsx', main: 'server/main.ts' },
            output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
          },
        }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          rollupOptions: { input: 'src/entry-client.tsx' },
        },
  };
});
