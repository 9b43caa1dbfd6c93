import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import type { PageAssets, RenderPage } from './domain/contract/ssr';
import { createAppRouter, deviceHintsFrom } from './router';

/**
 * The build's entry files as the router's asset manifest: it renders them into
 * the document and dehydrates them, so hydration sees the same head and body.
 */
type ServerManifest = Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>;

function manifestFor(assets: PageAssets): ServerManifest {
  const routeEntries = Object.entries(assets.routePreloads).map(([routeId, preloads]) => [routeId, { preloads }]);
  return {
    routes: {
      ...Object.fromEntries(routeEntries),
      __root__: {
        preloads: assets.preloads,
        css: assets.stylesheets,
        scripts: [
          ...assets.inlineModules.map((children) => ({ attrs: { type: 'module' }, children })),
          ...assets.scripts.map((src) => ({ attrs: { type: 'module', src } })),
        ],
      },
    },
  };
}

/** Renders one page: a new router (and so new state) per request, streamed. */
export const render: RenderPage = ({ request, api, nonce, assets }) => {
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter(
        { api, origin: new URL(request.url).origin, hints: deviceHintsFrom(request.headers.get('cookie')) },
        { nonce },
      ),
    getRouterManifest: () => manifestFor(assets),
  });
  return handler(defaultStreamHandler);
};
