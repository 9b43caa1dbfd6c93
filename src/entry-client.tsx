import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptRenderedLocation } from './features/offline';
import { createHttpReadApi } from './platform/api-client';
import { buildSchemasWithoutEval } from './platform/schemas-without-eval';
import { startServiceWorkerWhenIdle } from './platform/service-worker';
import { createAppRouter, hintsFromDocument } from './router';

// Before any schema is built: our CSP forbids eval (see the module).
buildSchemasWithoutEval();

// An offline fallback document hydrates at the URL it was rendered for; the app then moves on to the one asked for.
adoptRenderedLocation();

/**
 * Resolves once the browser has had a frame to paint what it has parsed: the
 * server's HTML is complete as it is, so the shopper (and LCP) should see it
 * before hydration's first long task rather than after. A hidden tab paints no
 * frames: the timeout lets it hydrate anyway.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
const HIDDEN_TAB_WAIT_MS = 100;

function hydrate(): void {
  const router = createAppRouter({
    api: createHttpReadApi(),
    origin: window.location.origin,
    hints: hintsFromDocument(document.documentElement),
  });
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
  // The service worker (offline, updates) starts once the page is interactive and the browser is idle.
  startServiceWorkerWhenIdle();
}

// Not a top-level await: that makes the bundler split the entry into many more chunks for the first load.
void afterNextPaint().then(hydrate);
