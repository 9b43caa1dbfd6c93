import path from 'node:path';
import { pathToFileURL } from 'node:url';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { PageAssets, RenderModule, RenderPage, RenderVariant } from '../../src/domain/contract/ssr';
import { APP_ROOT, CLIENT_DIST_DIR, SSR_DIST_DIR } from '../paths';
import { assetsFromViteManifest, DEV_ASSETS } from './assets';

export interface PageRenderer {
  render: RenderPage;
  variant: RenderVariant;
  /** Whether rendered pages may be kept: not in development, where every request should see the edited sources. */
  cacheable: boolean;
  assets: PageAssets;
  close(): Promise<void>;
}

/** Production: the SSR bundle and client manifest produced by `npm run build`. */
export async function createBuiltRenderer(): Promise<PageRenderer> {
  const entry = path.join(SSR_DIST_DIR, 'entry-server.js');
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  return {
    render: module.render,
    variant: module.renderVariant,
    cacheable: true,
    assets: assetsFromViteManifest(CLIENT_DIST_DIR),
    close: async () => {},
  };
}

/**
 * How Vite loads vite.config.ts, here and in `npm run build` (`--configLoader bundle`): bundled by
 * Rolldown, the loader that reads a TypeScript config on Node 20 (engines). Vite's advisory that the
 * config's extensionless imports would not load with `configLoader: 'native'` (a line per import, about
 * 50 on every build) is about a loader this project cannot use yet, so VITE_CONFIG_NATIVE_IGNORE_WARNING
 * turns it off; naming the loader keeps the build working when Vite makes `native` the default.
 */
export const VITE_CONFIG_LOADER = 'bundle';

/** Development: Vite in middleware mode, with module reloading on every request. */
export async function createDevRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  // Loaded as `npm run build` loads it (VITE_CONFIG_LOADER above).
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const vite = await createServer({
    root: APP_ROOT,
    configLoader: VITE_CONFIG_LOADER,
    server: { middlewareMode: true, hmr: { port: 24678 } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  const load = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<RenderModule>;
  return {
    async render(input) {
      return (await load()).render(input);
    },
    // Pages are never kept in development, so the key is never used.
    variant: (cookie) => cookie ?? '',
    cacheable: false,
    assets: DEV_ASSETS,
    close: () => vite.close(),
  };
}
