/** What a page's router state says of a loader that failed on the server: no message of the error's own. */
export const LOADER_FAILED_MESSAGE = 'The page could not be loaded';

interface RouteNode {
  options: { onError?: (error: unknown) => void };
  children?: unknown;
}

const scrubbed = new WeakSet<object>();

/**
 * Server only. The router dehydrates a loader's error into the page for hydration, message and all
 * (`new Error("…")` in an inline script): a database's or the code's own words the shopper's browser would
 * receive. Every route's `onError` (which the router calls for errors only, not redirects or not-found) logs the
 * error here and throws a plain one in its place, which is what the page then carries. Once per route: the
 * route tree is shared by every request.
 */
export function keepLoaderErrorsOnServer(route: RouteNode): void {
  if (scrubbed.has(route)) return;
  scrubbed.add(route);
  const own = route.options.onError;
  route.options.onError = (error: unknown) => {
    own?.(error);
    console.error('[ssr] a route loader failed', error);
    throw new Error(LOADER_FAILED_MESSAGE);
  };
  const children = route.children;
  const list = Array.isArray(children)
    ? children
    : children && typeof children === 'object'
      ? Object.values(children)
      : [];
  for (const child of list) keepLoaderErrorsOnServer(child as RouteNode);
}
