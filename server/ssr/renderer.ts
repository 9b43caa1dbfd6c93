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

/** Development: Vite in middleware mode, with module reloading on every request. */
export async function createDevRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: APP_ROOT,
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
