import { createRootRouteWithContext, Outlet, Scripts, useLocation } from '@tanstack/react-router';
import { AppProviders } from '../app/AppProviders';
import { ShopperAlerts } from '../app/ShopperAlerts';
import { APP_MANIFEST_PATHS, appAreaOf } from '../domain/app-areas';
import { BRAND } from '../domain/brand/brand';
import { API_PREFIX } from '../domain/contract/http';
import { encodeOffsetPeriod } from '../domain/shop-offset-period';
import { isSingleLineText } from '../domain/text-chars';
import { isListingPath, MissingProductNotice, ProductModal, productJsonLd, productMeta } from '../features/catalog';
import { CookieConsent } from '../features/consent';
import { BrandLoader, beginVisit, loaderShownOn } from '../features/loader';
import { OfflineBanner, PageLoadError, UpdatePrompt, useResumeRequestedLocation } from '../features/offline';
import { AppShell, SHELL_TOP_ID } from '../features/shell';
import { ToastHost } from '../features/toasts';
import { hintAttributes, type RouterContext } from '../router';
import { DocumentHead } from '../shared/DocumentHead';
import { NotFoundPage } from '../shared/ErrorPages';
import { routeSearch } from '../shared/route-search';
import '../styles/index.css';
import { Suspense, useEffect, useState } from 'react';

interface RootSearch {
  pirog?: string;
}

const isProductParam = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && isSingleLineText(value);

export const Route = createRootRouteWithContext<RouterContext>()({
  // A product id with a control character in it names no product and is dropped before any lookup.
  validateSearch: (search: Record<string, unknown>): RootSearch =>
    routeSearch(['pirog'], isProductParam(search.pirog) ? { pirog: search.pirog } : {}),
  // Which app the page belongs to (shop, staff, kiosk), from the path the router is going to: also known on a
  // not-found page, which has no leaf route to ask.
  beforeLoad: ({ location }) => ({ appArea: appAreaOf(location.pathname) }),
  loaderDeps: ({ search }) => ({ pirog: search.pirog }),
  // The product modal's data: loaded with the page so a cold deep link renders the modal on the server.
  // `requested` comes with the answer, so a product asked for and not found is told from no product asked for.
  // The menu's category titles and order come from the catalogue (the back office renames them), read on every page.
  // Neither read may fail the whole shop: offline with nothing kept by the worker (none registered, or not yet
  // in control), this loader runs on every navigation, and its error would replace the frame and the page the
  // shopper is on. The menu keeps the titles it shows, and the modal says it could not be opened.
  loader: async ({ context, deps, location }) => {
    const categories = context.api.productsAll().then(
      (answer) => answer.categories,
      (error: unknown) => {
        console.warn('[root] categories not loaded', error);
        return null;
      },
    );
    if (!deps.pirog || isListingPath(location.pathname)) {
      return { requested: null, modalProduct: null, unreachable: false, categories: await categories };
    }
    const [answer, loaded] = await Promise.all([
      context.api.product(deps.pirog).catch((error: unknown) => {
        console.warn('[root] product not loaded', error);
        return undefined;
      }),
      categories,
    ]);
    return {
      requested: deps.pirog,
      modalProduct: answer?.product ?? null,
      unreachable: answer === undefined,
      categories: loaded,
    };
  },
  head: ({ loaderData, match }) => {
    const product = loaderData?.modalProduct;
    return {
      meta: [
        { charSet: 'utf-8' },
        // Pages set their own title; this one stands for error and not-found pages.
        { title: `${BRAND.name} — ${BRAND.tagline}` },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: BRAND.themeColor },
        { name: 'application-name', content: BRAND.name },
        { name: 'apple-mobile-web-app-title', content: BRAND.name },
        { name: 'format-detection', content: 'telephone=no' },
      ],
      links: [
        { rel: 'icon', href: '/brand/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/images/generated/icons/apple-touch-icon-180.png' },
        // Server-rendered, so installability sees the staff's and the kiosk's own apps on their pages.
        { rel: 'manifest', href: APP_MANIFEST_PATHS[match.context.appArea] },
        { rel: 'preconnect', href: API_PREFIX },
        // The shopper's frame is painted whole or not at all (AppShell.tsx); browsers without `rel=expect` ignore it.
        ...(match.context.appArea === 'shop' ? [{ rel: 'expect', href: `#${SHELL_TOP_ID}`, blocking: 'render' }] : []),
      ],
      scripts: product ? [{ type: 'application/ld+json', children: productJsonLd(product, match.context.origin) }] : [],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: PageLoadError,
});

function ProductModalHost() {
  const { requested, modalProduct, unreachable } = Route.useLoaderData();
  const location = useLocation();
  if (requested === null || isListingPath(location.pathname)) return null;
  if (!modalProduct) return <MissingProductNotice key={requested} unreachable={unreachable} />;
  return <ProductModal key={modalProduct._id} product={modalProduct} />;
}

/** The head of the document: a product link names the product, whatever page its modal is over. */
function RootHead() {
  const { modalProduct } = Route.useLoaderData();
  const { origin } = Route.useRouteContext();
  const { pathname } = useLocation();
  const product = modalProduct && !isListingPath(pathname) ? modalProduct : null;
  return <DocumentHead override={product ? productMeta(product, origin) : null} />;
}

function RootDocument() {
  const { pathname, searchStr } = useLocation();
  const { hints, shopOffset } = Route.useRouteContext();
  useResumeRequestedLocation();
  // Decided once per app start: client-side navigation never brings the loader back, and only the first page
  // loaded in a visit shows it (a reload or a page opened later shows itself at once).
  const [showLoader] = useState(() => !hints.visitBegun && loaderShownOn(pathname));
  useEffect(() => beginVisit(), []);
  return (
    // `data-rendered-for`: an offline fallback document is hydrated at the URL it was made for (features/offline).
    <html
      lang="ru"
      data-rendered-for={pathname + searchStr}
      {...hintAttributes(hints)}
      data-shop-offset={shopOffset ? encodeOffsetPeriod(shopOffset) : undefined}
    >
      <head>
        <RootHead />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        {appAreaOf(pathname) !== 'shop' ? (
          // A shop's tablet (issue 15): the kiosk brings its own customer stores and screens, none of the
          // shopper's shell (links, phones, account, floating buttons, cookie banner, update prompt).
          // The staff board and pickup screen (issue 28) likewise.
          <Outlet />
        ) : (
          <>
            {/* SPEC's loader covers the first page of a visit from its first paint: parsed before anything it
                covers, or on a slow line the page's top would be painted alone first and then hidden by it. */}
            {showLoader && <BrandLoader />}
            {/* Next in the document, though it is drawn at the bottom: parsed (and painted) before the page's
                long rest, it is not held back until the scripts have run, and keyboard users meet it first. */}
            <CookieConsent choiceMadeHint={hints.cookieChoiceMade} />
            <AppProviders>
              <AppShell cartUnitsHint={hints.cartUnits} notice={<OfflineBanner />}>
                <Outlet />
              </AppShell>
              <Suspense>
                <ProductModalHost />
              </Suspense>
              <ShopperAlerts />
            </AppProviders>
            <UpdatePrompt />
          </>
        )}
        <ToastHost />
        <Scripts />
      </body>
    </html>
  );
}
