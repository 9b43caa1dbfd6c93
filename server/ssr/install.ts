import type { FastifyInstance } from 'fastify';
import { installBuiltAssets } from '../http/assets';
import { CLIENT_DIST_DIR } from '../paths';
import type { ReadService } from '../services/read-api';
import { installPageRendering } from './pages';
import { createBuiltRenderer, createDevRenderer, type PageRenderer } from './renderer';

export interface PagesOptions {
  /** `none` serves only the API (tests of the API need no build); tests of pages may pass their own renderer. */
  pages: 'built' | 'dev' | 'none' | PageRenderer;
  reads: ReadService;
  publicUrl: string;
}

/** The server-rendered pages and the built assets, registered after every API route. */
export async function installPages(app: FastifyInstance, { pages, reads, publicUrl }: PagesOptions): Promise<void> {
  let renderer: PageRenderer | null = null;
  if (pages === 'built') {
    renderer = await createBuiltRenderer();
    await installBuiltAssets(app, CLIENT_DIST_DIR);
  } else if (pages === 'dev') {
    renderer = await createDevRenderer(app);
  } else if (pages !== 'none') {
    renderer = pages;
  }
  if (!renderer) return;
  const pageRenderer = renderer;
  installPageRendering(app, { renderer: pageRenderer, reads, publicUrl });
  app.addHook('onClose', () => pageRenderer.close());
}
