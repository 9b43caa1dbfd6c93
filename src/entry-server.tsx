import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import type { PageAssets, RenderPage, RenderVariant } from './domain/contract/ssr';
import { shopOffsetPeriodAt } from './domain/shop-offset-search';
import { createAppRouter, deviceHintsFrom } from './router';
import { routeTree } from './routeTree.gen';
import { keepLoaderErrorsOnServer } from './server-loader-errors';
import { splitPartsLoaded } from './shared/split-part';

keepLoaderErrorsOnServer(routeTree);

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

/**
 * Renders one page: a new router (and so new state) per request, streamed.
 * The request is rebuilt from the public origin and the cookie alone, so
 * nothing else the client sends (Host, other headers) can reach the page.
 */
export const render: RenderPage = async ({ path, origin, cookie, api, nonce, assets, now }) => {
  await splitPartsLoaded();
  // Concatenated, not resolved: a path like `//evil.example/` must stay a path on our origin.
  const request = new Request(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ api, origin, hints: deviceHintsFrom(cookie), shopOffset: shopOffsetPeriodAt(now) }, { nonce }),
    getRouterManifest: () => manifestFor(assets),
  });
  return handler(defaultStreamHandler);
};

/** Everything `render` reads from the cookie goes into this key. */
export const renderVariant: RenderVariant = (cookie) => {
  const hints = deviceHintsFrom(cookie);
  return `cart=${hints.cartUnits};cookie-choice=${hints.cookieChoiceMade ? 1 : 0};visit=${hints.visitBegun ? 1 : 0}`;
};
