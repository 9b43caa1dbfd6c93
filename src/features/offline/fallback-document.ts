import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenIdle } from '../../shared/when-idle';

/**
 * Offline, the service worker may answer a URL it never cached with the cached
 * document of the same path under another query (`/?pirog=…` from `/`).
 * Hydrating that document at the asked-for URL would make React throw the
 * server's HTML away with a hydration error. Instead the app hydrates it at the
 * URL it was rendered for, then moves on to the asked-for URL, rendered in the
 * browser from cached data.
 */

let requestedHref: string | null = null;

/** The path and query the server rendered this document for (`<html data-rendered-for>`). */
export function renderedFor(documentElement: HTMLElement): string | undefined {
  return documentElement.dataset.renderedFor;
}

/**
 * Before hydration: if this document was rendered for another URL, put the
 * address bar on that URL (so hydration matches) and remember where to go.
 */
export function adoptRenderedLocation(): void {
  const rendered = renderedFor(document.documentElement);
  const { pathname, search, hash } = window.location;
  if (rendered === undefined || rendered === pathname + search) return;
  requestedHref = pathname + search + hash;
  window.history.replaceState(window.history.state, '', rendered);
}

/**
 * Resolves once the page has loaded and the browser is idle: by then React has
 * hydrated the lazily loaded parts too. An update that reaches a Suspense
 * boundary still hydrating makes React drop its server HTML and render it again.
 */
function afterHydration(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        whenIdle(resolve);
      }),
  );
}

/** After hydration: go on to the URL the shopper asked for, in place of the fallback's own. */
export function useResumeRequestedLocation(): void {
  const router = useRouter();
  useEffect(() => {
    const href = requestedHref;
    if (href === null) return;
    requestedHref = null;
    void afterHydration().then(() => router.history.replace(href));
  }, [router]);
}
