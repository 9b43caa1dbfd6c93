import { type ComponentType, lazy } from 'react';

/** How long a failed load waits before trying again when the browser believes it is online. */
export const RETRY_DELAY_MS = 10_000;

/**
 * Loads code split off the first page, and when it cannot come (offline with no worker to serve it, a dropped
 * connection), tries again once the connection is back (the window's `online` event) or after a while: the
 * promise stays pending meanwhile instead of failing. React.lazy keeps a rejection for good and hands it to the
 * nearest error boundary, which for the header's submenu or the footer is the root's: a part that could not
 * load replaced the whole shop with an error page. Pending, the part keeps the server's HTML (or shows nothing).
 */
export function retryUntilLoaded<T>(load: () => Promise<T>, events: EventTarget = globalThis): Promise<T> {
  return load().catch((error: unknown) => {
    console.warn('[code] a part of the page did not load; trying again when the connection is back', error);
    return new Promise<T>((resolve) => {
      const again = () => {
        clearTimeout(timer);
        events.removeEventListener('online', again);
        resolve(retryUntilLoaded(load, events));
      };
      const timer = setTimeout(again, RETRY_DELAY_MS);
      events.addEventListener('online', again);
    });
  });
}

/** React.lazy for a part whose code comes later: it waits for its code rather than failing (`retryUntilLoaded`). */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() =>
    retryUntilLoaded(load).then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
}
